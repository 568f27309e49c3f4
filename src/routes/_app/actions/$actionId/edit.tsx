import { createFileRoute } from '@tanstack/react-router';
import { actionQueries } from '@/api/action/queries';
import { ActionEditPage } from '@/features/actions/builder/ActionEditPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/actions/$actionId/edit')({
  params: idParam('actionId'),
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(actionQueries.detail(params.actionId))),
  component: ActionEditPage,
});
