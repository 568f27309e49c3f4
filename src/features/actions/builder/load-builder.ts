import type { QueryClient } from '@tanstack/react-query';
import { actionQueries } from '@/api/action/queries';
import { contractQueries } from '@/api/contract/queries';
import { destinationQueries } from '@/api/destination/queries';
import { loadRecord } from '@/lib/load-record';
import { prefetchBindingSources } from '../binding-sources';

/**
 * The builder's loader: what its sections pick from (the contracts, the binding pickers, the
 * active destinations) asked for at once rather than once the form has rendered, and for an
 * action being edited or duplicated, the action and, the moment it comes, its contract's ABI.
 */
export function loadBuilder(queryClient: QueryClient, actionId: number | undefined) {
  prefetchBindingSources(queryClient);
  void queryClient.prefetchQuery(destinationQueries.active());
  if (actionId === undefined) return undefined;
  return loadRecord(queryClient.ensureQueryData(actionQueries.detail(actionId))).then((action) => {
    void queryClient.prefetchQuery(contractQueries.detail(action.contractId));
    return action;
  });
}
