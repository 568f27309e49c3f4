import { createFileRoute } from '@tanstack/react-router';
import { actionQueries } from '@/api/action/queries';
import { ActionDetailPage } from '@/features/actions/detail/ActionDetailPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/actions/$actionId/')({
  params: idParam('actionId'),
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(actionQueries.detail(params.actionId))),
  component: ActionDetailPage,
});
