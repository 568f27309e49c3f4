import { useQuery } from '@tanstack/react-query';
import { projectQueries } from '@/api/project/queries';
import { AnchorLink } from '@/components/links';

/**
 * A project by its name, linked to its page: the name given (a list's own, from the projects
 * picker) or else from the project's own query (cached, and the page does not wait for it), its
 * id until the name is known, a dash for none. `name` null: not known yet and not to be asked
 * for (the list's names are still coming). `compact`: a table cell's, small and cut to its width
 * with the whole name on hover.
 */
export function ProjectLink({
  id,
  name,
  compact,
}: {
  id: number | null | undefined;
  name?: string | null | undefined;
  compact?: boolean;
}) {
  const { data } = useQuery({
    ...projectQueries.detail(id ?? 0),
    enabled: id != null && id > 0 && name === undefined,
    staleTime: 5 * 60_000,
  });
  if (id == null || id <= 0) return '—';
  const shown = name ?? data?.name ?? `Project ${id}`;
  return (
    <AnchorLink
      to="/projects/$projectId"
      params={{ projectId: id }}
      {...(compact ? { size: 'sm' as const, truncate: true, title: shown } : {})}
    >
      {shown}
    </AnchorLink>
  );
}
