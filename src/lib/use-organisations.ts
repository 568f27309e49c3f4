import { useQuery } from '@tanstack/react-query';
import { organisationQueries } from '@/api/organisation/queries';

/** Every organisation of the tenant (a few dozen at most): names for rows, options for pickers. */
const ALL = { from: 0, size: 1000, sort: [{ field: 'name', order: 'Asc' as const }] };

export function useOrganisations() {
  const query = useQuery(organisationQueries.list(ALL));
  const rows = query.data?.data ?? [];
  const names = new Map(rows.map((o) => [o.id, o.name]));
  return {
    query,
    nameOf: (id: number | null | undefined) =>
      id == null ? '—' : (names.get(id) ?? `Organisation ${id}`),
    options: rows.map((o) => ({ value: String(o.id), label: o.name })),
  };
}
