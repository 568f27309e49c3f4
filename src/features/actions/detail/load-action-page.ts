import type { QueryClient } from '@tanstack/react-query';
import { prefetchBindingSources } from '../binding-sources';
import { recentExecutionsQuery } from '../executions/ActionExecutions';
import { loadAction } from '../load-action';

/**
 * The action page's loader. What does not depend on the action is asked for beside it (its newest
 * runs, the binding pickers, the contracts' names), and its contract and wallet the moment it has
 * come.
 */
export function loadActionPage(queryClient: QueryClient, actionId: number) {
  void queryClient.prefetchQuery(recentExecutionsQuery(actionId));
  prefetchBindingSources(queryClient);
  return loadAction(queryClient, actionId, (action) => [action.contractId, action.walletId]);
}
