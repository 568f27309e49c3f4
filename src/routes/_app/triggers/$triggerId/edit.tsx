import { createFileRoute } from '@tanstack/react-router';
import { triggerQueries } from '@/api/trigger/queries';
import { TriggerEditPage } from '@/features/triggers/edit/TriggerEditPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/triggers/$triggerId/edit')({
  params: idParam('triggerId'),
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(triggerQueries.detail(params.triggerId))),
  component: TriggerEditPage,
});
