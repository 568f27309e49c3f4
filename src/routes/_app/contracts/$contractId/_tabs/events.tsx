import { createFileRoute } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { networkQueries } from '@/api/network/queries';
import { ContractEventParamsTab } from '@/features/networks/ContractEventParamsTab';

export const Route = createFileRoute('/_app/contracts/$contractId/_tabs/events')({
  loader: async ({ context, params }) => {
    const contract = await context.queryClient.ensureQueryData(
      contractQueries.detail(params.contractId),
    );
    void context.queryClient.prefetchQuery(networkQueries.eventParams(contract.chainUid));
  },
  component: ContractEventParamsTab,
});
