import type { QueryClient } from '@tanstack/react-query';
import { destinationQueries } from '@/api/destination/queries';
import { prefetchBindingSources } from '../binding-sources';
import { loadAction } from '../load-action';

/**
 * The builder's loader: what its sections pick from (the contracts, the binding pickers, the
 * active destinations) asked for at once rather than once the form has rendered, and for an
 * action being edited or duplicated, the action and, the moment it comes, its contract's ABI.
 */
export function loadBuilder(queryClient: QueryClient, actionId: number | undefined) {
  prefetchBindingSources(queryClient);
  void queryClient.prefetchQuery(destinationQueries.active());
  if (actionId === undefined) return undefined;
  return loadAction(queryClient, actionId, (action) => [action.contractId]);
}
