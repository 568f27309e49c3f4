/** The API key rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { endpoint } from '../endpoint';
import { ApiKeySchema, CreateApiKeySchema } from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const apiKeyEndpoints = {
  apiKeyCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/apikey', body: CreateApiKeySchema, response: ApiKeySchema, source: 'inferred', note: 'real-service notes, Auth (confirmed body and answer); a tenant admin mints for its own tenant, admin for any (403 otherwise)' }),
} as const;
