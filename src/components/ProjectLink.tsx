import { useQuery } from '@tanstack/react-query';
import { projectQueries } from '@/api/project/queries';
import { AnchorLink } from '@/components/links';

/**
 * A project by its name, linked to its page: the name from the project's own query (cached, and
 * the page does not wait for it), its id until the name is known, a dash for none.
 */
export function ProjectLink({ id }: { id: number | null | undefined }) {
  const { data } = useQuery({
    ...projectQueries.detail(id ?? 0),
    enabled: id != null && id > 0,
    staleTime: 5 * 60_000,
  });
  if (id == null || id <= 0) return '—';
  return (
    <AnchorLink to="/projects/$projectId" params={{ projectId: id }}>
      {data?.name ?? `Project ${id}`}
    </AnchorLink>
  );
}
