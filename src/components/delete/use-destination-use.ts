import { useQuery } from '@tanstack/react-query';
import { actionQueries } from '@/api/action/queries';
import { detectorQueries } from '@/api/detector/queries';
import { triggerQueries } from '@/api/trigger/queries';
import type { Cascade, CascadeGroup } from './use-cascade';

const ALL = { size: 10_000 };

type Linked = { tenantDestination?: { id: number } | null } | null | undefined;
const uses = (links: readonly Linked[] | null | undefined, id: number) =>
  (links ?? []).some((l) => l?.tenantDestination?.id === id);

/**
 * Where a destination is used: the detectors, trigger alerts and actions that notify it. The
 * interface has no query by destination, so the lists are read whole and matched here; a delete
 * detaches them (they stay, without this contact).
 */
export function useDestinationUse(destinationId: number | null): Cascade {
  const enabled = destinationId !== null;
  const detectors = useQuery({ ...detectorQueries.list(ALL), enabled });
  const triggers = useQuery({ ...triggerQueries.list(ALL), enabled });
  const actions = useQuery({ ...actionQueries.list(ALL), enabled });
  const id = destinationId ?? 0;
  const groups: CascadeGroup[] = [
    {
      kind: 'detectors',
      names: (detectors.data?.data ?? [])
        .filter((d) => uses(d.destinations, id))
        .map((d) => d.name),
    },
    {
      kind: 'trigger alerts',
      names: (triggers.data?.data ?? []).flatMap((t) =>
        (t.alerts ?? [])
          .filter((a) => uses(a.destinations, id))
          .map((a) => `${t.name} › ${a.name}`),
      ),
    },
    {
      kind: 'actions',
      names: (actions.data?.data ?? [])
        .filter((a) => uses(a.destinations, id))
        .map((a) => a.name || `Action #${a.id}`),
    },
  ].filter((g) => g.names.length > 0);
  return {
    loading: enabled && (detectors.isPending || triggers.isPending || actions.isPending),
    groups,
    removesActions: false,
    detaches: true,
  };
}
