import { createFileRoute } from '@tanstack/react-router';
import { actionQueries } from '@/api/action/queries';
import { ActionDetailPage } from '@/features/actions/detail/ActionDetailPage';
import { loadRecord } from '@/lib/load-record';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/_app/actions/$actionId/')({
  params: {
    parse: ({ actionId }) => ({ actionId: parseId(actionId) }),
    stringify: ({ actionId }) => ({ actionId: String(actionId) }),
  },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(actionQueries.detail(params.actionId))),
  component: ActionDetailPage,
});
