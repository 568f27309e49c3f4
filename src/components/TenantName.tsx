import { useQuery } from '@tanstack/react-query';
import { tenantQueries } from '@/api/tenant/queries';

/** A tenant by its name (the header's query, cached), its id until the name is known. */
export function TenantName({ id }: { id: number | null | undefined }) {
  const { data } = useQuery({
    ...tenantQueries.detail(id ?? 0),
    enabled: id != null,
    staleTime: 5 * 60_000,
  });
  if (id == null) return '—';
  return data?.name ?? `Tenant ${id}`;
}
