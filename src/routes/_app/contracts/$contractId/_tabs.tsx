import { createFileRoute } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { projectQueries } from '@/api/project/queries';
import { ContractDetailLayout } from '@/features/contracts/ContractDetailLayout';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/contracts/$contractId/_tabs')({
  params: idParam('contractId'),
  loader: async ({ context: { queryClient }, params }) => {
    const contract = await loadRecord(
      queryClient.ensureQueryData(contractQueries.detail(params.contractId)),
    );
    // Its project's name in the header, asked for now rather than once the header has rendered.
    if (contract.projectId != null)
      void queryClient.prefetchQuery(projectQueries.detail(contract.projectId));
    return contract;
  },
  component: ContractDetailLayout,
});
