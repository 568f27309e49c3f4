import { createFileRoute } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { ContractEditPage } from '@/features/contracts/ContractEditPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/contracts/$contractId/edit')({
  params: idParam('contractId'),
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(contractQueries.detail(params.contractId))),
  component: ContractEditPage,
});
