import { createFileRoute } from '@tanstack/react-router';
import { userQueries } from '@/api/user/queries';
import { UserDetailPage } from '@/features/users/UserDetailPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/users/$userId')({
  params: idParam('userId'),
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(userQueries.detail(params.userId))),
  component: UserDetailPage,
});
