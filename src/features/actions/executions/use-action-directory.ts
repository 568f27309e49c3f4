import { useQuery } from '@tanstack/react-query';
import { actionQueries } from '@/api/action/queries';
import { contractQueries } from '@/api/contract/queries';
import type { Network } from '@/api/network/schemas';
import { ALL_CONTRACTS } from '@/lib/contract-directory';

/** Every action by name: a tenant has tens, not thousands. */
export const ALL_ACTIONS = { sort: [{ field: 'name', order: 'Asc' as const }], size: 1000 };

/** Names of the tenant's actions and the network each one's contract is on. */
export function useActionDirectory() {
  const actions = useQuery(actionQueries.list(ALL_ACTIONS));
  const contracts = useQuery(contractQueries.list(ALL_CONTRACTS));
  const byId = new Map((actions.data?.data ?? []).map((a) => [a.id, a]));
  const network = new Map((contracts.data?.data ?? []).map((c) => [c.id, c.chainUid]));
  return {
    actions: actions.data?.data ?? [],
    actionName: (id: number) => byId.get(id)?.name ?? `Action #${id}`,
    networkOf: (actionId: number): Network | undefined => {
      const a = byId.get(actionId);
      return a ? network.get(a.contractId) : undefined;
    },
  };
}
