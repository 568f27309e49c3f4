import { createFileRoute } from '@tanstack/react-router';
import { triggerQueries } from '@/api/trigger/queries';
import { TriggerDetailPage } from '@/features/triggers/detail/TriggerDetailPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/triggers/$triggerId/')({
  params: idParam('triggerId'),
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(triggerQueries.detail(params.triggerId))),
  component: TriggerDetailPage,
});
