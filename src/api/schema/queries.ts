import { endpoints } from '../endpoints';
import { resourceKeys, searchQueries, useCreate, useUpdate } from '../resource';

/** The detector schema catalogue: global (the same for every tenant), versioned. */
export const schemaKeys = resourceKeys('schemas');
export const schemaQueries = searchQueries(schemaKeys, endpoints.schemaSearch, endpoints.schemaGet);

/** Admin keys only (src/api/rules/roles.ts, `schema`). */
export const useRegisterSchema = () => useCreate(endpoints.schemaCreate, schemaKeys);
export const useUpdateSchema = () => useUpdate(endpoints.schemaUpdate, schemaKeys);
