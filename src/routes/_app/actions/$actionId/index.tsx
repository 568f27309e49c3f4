import { createFileRoute } from '@tanstack/react-router';
import { ActionDetailPage } from '@/features/actions/detail/ActionDetailPage';
import { loadActionPage } from '@/features/actions/detail/load-action-page';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/actions/$actionId/')({
  params: idParam('actionId'),
  loader: ({ context, params }) => loadActionPage(context.queryClient, params.actionId),
  component: ActionDetailPage,
});
