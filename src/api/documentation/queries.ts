import type { SearchBody } from '../common';
import { documentationEndpoints } from './endpoints';
import { readQuery, resourceKeys, useUpdate } from '../resource';

export const documentationKeys = resourceKeys('documentation');
export const documentationQueries = {
  list: readQuery(
    documentationEndpoints.documentationSearch,
    documentationKeys.list,
    (body: SearchBody) => ({
      body,
    }),
  ),
  /** A project's entries, by name. */
  forProject: (projectId: number) =>
    documentationQueries.list({
      where: `projectId = ${projectId}`,
      sort: [{ field: 'name', order: 'Asc' }],
      size: 1000,
      trackTotal: true,
    }),
};

export const useUpdateDocumentation = () =>
  useUpdate(documentationEndpoints.documentationUpdate, documentationKeys);
