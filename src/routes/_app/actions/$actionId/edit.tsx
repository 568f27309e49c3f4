import { createFileRoute } from '@tanstack/react-router';
import { ActionEditPage } from '@/features/actions/builder/ActionEditPage';
import { loadBuilder } from '@/features/actions/builder/load-builder';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/actions/$actionId/edit')({
  params: idParam('actionId'),
  loader: ({ context, params }) => loadBuilder(context.queryClient, params.actionId),
  component: ActionEditPage,
});
