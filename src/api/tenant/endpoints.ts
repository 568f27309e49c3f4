/** The tenant rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { SearchBodySchema, searchResultSchema } from '../common';
import { endpoint, CRUD, SEARCH } from '../endpoint';
import { TenantSchema, UpdateTenantSchema } from './schemas';
import { HistogramSchema, UsageBodySchema } from '../usage/schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const tenantEndpoints = {
  tenantSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/tenant/search', body: SearchBodySchema, response: searchResultSchema(TenantSchema), source: 'inferred', note: `${SEARCH} (confirmed for tenant)` }),
  tenantGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/tenant/{id}', body: null, response: TenantSchema, source: 'inferred', note: CRUD }),
  tenantUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/tenant/{id}', body: UpdateTenantSchema, response: TenantSchema, source: 'spec', note: 'required fields not shown: all optional' }),
  tenantUsage: endpoint({ method: 'POST', access: 'read', path: '/api/v1/tenant/{id}/dashboard/usage', body: UsageBodySchema, response: HistogramSchema, source: 'spec', note: 'required fields not shown: from, to, interval required' }),
} as const;
