import { tenantEndpoints } from './endpoints';
import { readQuery, resourceKeys, searchQueries, useUpdate } from '../resource';
import type { UsageBody } from '../usage/schemas';

export const tenantKeys = resourceKeys('tenants');
export const tenantQueries = {
  ...searchQueries(tenantKeys, tenantEndpoints.tenantSearch, tenantEndpoints.tenantGet),
  usage: readQuery(
    tenantEndpoints.tenantUsage,
    ({ id, body }: { id: number; body: UsageBody }) => tenantKeys.of('usage', id, body),
    ({ id, body }) => ({ params: { id }, body }),
  ),
};

export const useUpdateTenant = () => useUpdate(tenantEndpoints.tenantUpdate, tenantKeys);
