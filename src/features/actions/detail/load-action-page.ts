import type { QueryClient } from '@tanstack/react-query';
import { actionQueries } from '@/api/action/queries';
import { contractQueries } from '@/api/contract/queries';
import { loadRecord } from '@/lib/load-record';
import { prefetchBindingSources } from '../binding-sources';
import { recentExecutionsQuery } from '../executions/ActionExecutions';

/**
 * The action page's loader. What does not depend on the action is asked for beside it (its newest
 * runs, the binding pickers, the contracts' names), and its contract and wallet the moment it has
 * come: not once each section has rendered, a second round trip in live mode for each.
 */
export function loadActionPage(queryClient: QueryClient, actionId: number) {
  void queryClient.prefetchQuery(recentExecutionsQuery(actionId));
  prefetchBindingSources(queryClient);
  return loadRecord(queryClient.ensureQueryData(actionQueries.detail(actionId))).then((action) => {
    void queryClient.prefetchQuery(contractQueries.detail(action.contractId));
    void queryClient.prefetchQuery(contractQueries.detail(action.walletId));
    return action;
  });
}
