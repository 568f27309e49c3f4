/** The documentation rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { SearchBodySchema, searchResultSchema } from '../common';
import { endpoint, SEARCH } from '../endpoint';
import { DocumentationSchema, UpdateDocumentationSchema } from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const documentationEndpoints = {
  documentationSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/project/documentation/search', body: SearchBodySchema, response: searchResultSchema(DocumentationSchema), source: 'inferred', note: SEARCH }),
  documentationUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/project/documentation/{id}', body: UpdateDocumentationSchema, response: DocumentationSchema, source: 'spec', note: '' }),
} as const;
