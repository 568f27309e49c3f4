import { detectorEndpoints } from '../detector/endpoints';
import { resourceKeys, searchQueries, useCreate, useUpdate } from '../resource';

/** The detector schema catalogue: global (the same for every tenant), versioned. */
export const schemaKeys = resourceKeys('schemas');
export const schemaQueries = searchQueries(
  schemaKeys,
  detectorEndpoints.schemaSearch,
  detectorEndpoints.schemaGet,
);

/** Admin keys only (src/api/rules/roles.ts, `schema`). */
export const useRegisterSchema = () => useCreate(detectorEndpoints.schemaCreate, schemaKeys);
export const useUpdateSchema = () => useUpdate(detectorEndpoints.schemaUpdate, schemaKeys);
