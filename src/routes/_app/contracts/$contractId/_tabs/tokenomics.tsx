import { createFileRoute } from '@tanstack/react-router';
import { tokenomicsQueries } from '@/api/tokenomics/queries';
import { ContractTokenomicsTab } from '@/features/tokenomics/ContractTokenomicsTab';

export const Route = createFileRoute('/_app/contracts/$contractId/_tabs/tokenomics')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(tokenomicsQueries.forContract(params.contractId));
  },
  component: ContractTokenomicsTab,
});
