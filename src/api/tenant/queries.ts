import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { UsageBody } from '../usage/schemas';
import type { UpdateTenant } from './schemas';
import { getTenant, getTenantUsage, searchTenants, updateTenant } from './requests';

export const tenantKeys = {
  all: ['tenants'] as const,
  lists: () => [...tenantKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...tenantKeys.lists(), body] as const,
  detail: (id: number) => [...tenantKeys.all, 'detail', id] as const,
  usage: (id: number, body: UsageBody) => [...tenantKeys.all, 'usage', id, body] as const,
};

export const tenantQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: tenantKeys.list(body),
      queryFn: ({ signal }) => searchTenants(body, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: tenantKeys.detail(id),
      queryFn: ({ signal }) => getTenant(id, signal),
    }),
  usage: (id: number, body: UsageBody) =>
    queryOptions({
      queryKey: tenantKeys.usage(id, body),
      queryFn: ({ signal }) => getTenantUsage(id, body, signal),
    }),
};

export function useUpdateTenant(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTenant) => updateTenant(id, body),
    onSuccess: (tenant) => {
      qc.setQueryData(tenantKeys.detail(id), tenant);
      return qc.invalidateQueries({ queryKey: tenantKeys.lists() });
    },
  });
}
