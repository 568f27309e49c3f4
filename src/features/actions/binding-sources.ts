import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { contractQueries } from '@/api/contract/queries';
import { detectorQueries } from '@/api/detector/queries';
import { triggerQueries } from '@/api/trigger/queries';
import { ALL_CONTRACTS, contractLabel } from '@/lib/contract-directory';

/** A detector or trigger alert an action can be bound to. */
export interface BindingSource {
  id: number;
  /** The detector's name, or "trigger › alert". */
  name: string;
  /** A trigger alert's severity, said in the pickers. */
  severity?: string;
  contractId: number | null;
  disabled: boolean;
}

/** What `useBindingSources` reads, asked for by a screen's loader before its form renders. */
export function prefetchBindingSources(queryClient: QueryClient) {
  void queryClient.prefetchQuery(detectorQueries.picker());
  void queryClient.prefetchQuery(triggerQueries.picker());
  void queryClient.prefetchQuery(contractQueries.list(ALL_CONTRACTS));
}

/**
 * What an action may be bound to: any detector or trigger alert of the tenant (the interface ties
 * a binding to no contract: a flagged caller on a pool may freeze the address on a token), the
 * tenant's first 1,000 of each, and the action's contract's in full when that may not be all.
 */
export function useBindingSources(contractId: number | null | undefined) {
  const allDetectors = useQuery(detectorQueries.picker());
  const allTriggers = useQuery(triggerQueries.picker());
  // The contract's own, in full, only where the tenant's first 1,000 left some out.
  const partial = (list: { data: readonly unknown[]; total?: number | null } | undefined) =>
    list !== undefined && (list.total ?? 0) > list.data.length;
  const own = contractId != null;
  const ownDetectors = useQuery({
    ...detectorQueries.pickOfContract(contractId ?? 0),
    enabled: own && partial(allDetectors.data),
  });
  const ownTriggers = useQuery({
    ...triggerQueries.pickOfContract(contractId ?? 0),
    enabled: own && partial(allTriggers.data),
  });
  const contracts = useQuery(contractQueries.list(ALL_CONTRACTS));
  // Memoised: the detail page defers them (a new list each render would render it twice).
  const detectors = useMemo(
    (): BindingSource[] =>
      byId(ownDetectors.data?.data, allDetectors.data?.data).map((d) => ({
        id: d.id,
        name: d.name,
        contractId: d.contractId ?? null,
        disabled: d.status === 'DISABLED',
      })),
    [ownDetectors.data, allDetectors.data],
  );
  const alerts = useMemo(
    (): BindingSource[] =>
      byId(ownTriggers.data?.data, allTriggers.data?.data).flatMap((t) =>
        (t.alerts ?? []).map((a) => ({
          id: a.id,
          name: `${t.name} › ${a.name}`,
          severity: a.severity ?? '—',
          contractId: t.contractId ?? null,
          disabled: t.status === 'DISABLED' || a.status === 'DISABLED',
        })),
      ),
    [ownTriggers.data, allTriggers.data],
  );
  // The same functions until the contracts change: what is drawn with them can be memoised.
  const contractList = contracts.data?.data;
  const contractName = useCallback(
    (id: number | null) =>
      id === null
        ? 'no contract'
        : contractLabel(
            contractList?.find((c) => c.id === id),
            id,
          ),
    [contractList],
  );
  const networkOf = useCallback(
    (id: number | null | undefined) => contractList?.find((c) => c.id === id)?.chainUid,
    [contractList],
  );
  return {
    detectors,
    alerts,
    contractName,
    networkOf,
    detectorsPending: allDetectors.isPending || (ownDetectors.isPending && ownDetectors.isFetching),
    alertsPending: allTriggers.isPending || (ownTriggers.isPending && ownTriggers.isFetching),
    detectorsFailed: allDetectors.isError || ownDetectors.isError,
    alertsFailed: allTriggers.isError || ownTriggers.isError,
  };
}

/** One of each id, the first list's first. */
const byId = <T extends { id: number }>(...lists: (readonly T[] | undefined)[]) => [
  ...new Map(lists.flatMap((l) => l ?? []).map((x) => [x.id, x])).values(),
];

/**
 * A binding picker's options: the action's contract's first, under "On <contract>", the others
 * under "Other contracts" with their contract's name; a disabled one says so.
 */
export function bindingOptions(
  sources: readonly BindingSource[],
  contractId: number | null | undefined,
  contractName: (id: number | null) => string,
): ComboboxItem[] | ComboboxItemGroup<ComboboxItem>[] {
  const item = (s: BindingSource, withContract: boolean): ComboboxItem => ({
    value: String(s.id),
    label: `${s.name}${s.severity ? ` (${s.severity})` : ''}${withContract ? ` · ${contractName(s.contractId)}` : ''}${s.disabled ? ' (disabled)' : ''}`,
  });
  if (contractId == null) return sources.map((s) => item(s, true));
  return [
    {
      group: `On ${contractName(contractId)}`,
      items: sources.filter((s) => s.contractId === contractId).map((s) => item(s, false)),
    },
    {
      group: 'Other contracts',
      items: sources.filter((s) => s.contractId !== contractId).map((s) => item(s, true)),
    },
  ].filter((g) => g.items.length > 0);
}
