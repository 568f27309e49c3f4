import { useQuery } from '@tanstack/react-query';
import { actionQueries } from '@/api/action/queries';
import { contractQueries } from '@/api/contract/queries';
import { detectorQueries } from '@/api/detector/queries';
import { triggerQueries } from '@/api/trigger/queries';
import { countOf } from '@/lib/words';

/** What else a delete removes, by kind, with names (as the mock and the service cascade). */
export interface CascadeGroup {
  /** Plural: "detectors". */
  kind: string;
  /** Singular when it is not the plural less its "s": "contract or wallet". */
  one?: string;
  names: string[];
}

/** "1 detector", "3 detectors". */
export const groupCount = (g: CascadeGroup) =>
  countOf(g.names.length, g.one ?? g.kind.replace(/s$/, ''), g.kind);

export interface Cascade {
  loading: boolean;
  groups: CascadeGroup[];
  /** On-chain actions go with it: the dialog asks for the record's name to be typed. */
  removesActions: boolean;
  /** The groups are not removed but lose their link to the record (a destination in use). */
  detaches?: boolean;
  /** The sentence before the groups, where neither "removed together with" nor "detached" fits. */
  lead?: string;
  /** The service refuses the delete while the groups remain (the lead says why): Delete stays off. */
  refused?: boolean;
}

const ALL = 10_000;
const inList = (field: string, ids: number[]) =>
  ids.length ? `${field} in (${ids.join(', ')})` : 'id = 0';

/**
 * A project takes its contracts and wallets, and with each of them its detectors, triggers and
 * the actions that call or sign with it; a contract or wallet takes its own.
 */
export function useCascade(target: { project: number } | { contract: number } | null): Cascade {
  const projectId = target && 'project' in target ? target.project : null;
  const contracts = useQuery({
    ...contractQueries.list({ where: `projectId = ${projectId ?? 0}`, size: ALL }),
    enabled: projectId !== null,
  });
  const contractIds =
    target && 'contract' in target
      ? [target.contract]
      : (contracts.data?.data ?? []).map((c) => c.id);
  const ready = target !== null && (projectId === null || contracts.isSuccess);
  const where = inList('contractId', contractIds);
  const detectors = useQuery({ ...detectorQueries.list({ where, size: ALL }), enabled: ready });
  const triggers = useQuery({ ...triggerQueries.list({ where, size: ALL }), enabled: ready });
  const actions = useQuery({
    ...actionQueries.list({
      where: contractIds.length
        ? `${inList('contractId', contractIds)} or ${inList('walletId', contractIds)}`
        : 'id = 0',
      size: ALL,
    }),
    enabled: ready,
  });
  const names = (rows: { name?: string | null; address?: string }[] | undefined) =>
    (rows ?? []).map((r) => r.name || r.address || '(unnamed)');
  const groups: CascadeGroup[] = [
    ...(projectId !== null
      ? [
          {
            kind: 'contracts and wallets',
            one: 'contract or wallet',
            names: names(contracts.data?.data),
          },
        ]
      : []),
    { kind: 'detectors', names: names(detectors.data?.data) },
    { kind: 'triggers', names: names(triggers.data?.data) },
    { kind: 'actions', names: names(actions.data?.data) },
  ].filter((g) => g.names.length > 0);
  return {
    loading: !ready || detectors.isPending || triggers.isPending || actions.isPending,
    groups,
    removesActions: (actions.data?.data.length ?? 0) > 0,
  };
}
