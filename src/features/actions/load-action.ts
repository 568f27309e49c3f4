import type { QueryClient } from '@tanstack/react-query';
import type { Action } from '@/api/action/schemas';
import { actionQueries } from '@/api/action/queries';
import { contractQueries } from '@/api/contract/queries';
import { loadRecord } from '@/lib/load-record';

/**
 * An action for a route's loader (a missing one is the not-found page), and the contracts it
 * names (`named`: its contract, its wallet) asked for the moment it comes, not once the screen
 * has rendered: a second round trip in live mode for each.
 */
export function loadAction(
  queryClient: QueryClient,
  actionId: number,
  named: (action: Action) => number[],
): Promise<Action> {
  return loadRecord(queryClient.ensureQueryData(actionQueries.detail(actionId))).then((action) => {
    for (const id of named(action)) void queryClient.prefetchQuery(contractQueries.detail(id));
    return action;
  });
}
