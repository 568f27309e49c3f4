/** The tokenomics rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { SearchBodySchema, UidResponseSchema, searchResultSchema } from '../common';
import { endpoint, CRUD, SEARCH } from '../endpoint';
import {
  CreateTokenomicsCategorySchema,
  TokenomicsCategorySchema,
  UpdateTokenomicsCategorySchema,
} from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const tokenomicsEndpoints = {
  tokenomicsCategoryCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/tokenomics/category', body: CreateTokenomicsCategorySchema, response: TokenomicsCategorySchema, source: 'spec', note: '' }),
  tokenomicsCategorySearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/tokenomics/category/search', body: SearchBodySchema, response: searchResultSchema(TokenomicsCategorySchema), source: 'inferred', note: SEARCH }),
  tokenomicsCategoryUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/tokenomics/category/{id}', body: UpdateTokenomicsCategorySchema, response: TokenomicsCategorySchema, source: 'inferred', note: CRUD }),
  tokenomicsCategoryDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/tokenomics/category/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: CRUD }),
} as const;
