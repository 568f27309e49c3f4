import { createFileRoute } from '@tanstack/react-router';
import { triggerQueries } from '@/api/trigger/queries';
import { ContractTriggersTab } from '@/features/triggers/ContractTriggersTab';

export const Route = createFileRoute('/_app/contracts/$contractId/_tabs/triggers')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(triggerQueries.ofContract(params.contractId));
  },
  component: ContractTriggersTab,
});
