import { createFileRoute } from '@tanstack/react-router';
import { destinationQueries } from '@/api/destination/queries';
import { DestinationEditPage } from '@/features/destinations/DestinationEditPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/destinations/$destinationId/edit')({
  params: idParam('destinationId'),
  loader: ({ context, params }) =>
    loadRecord(
      context.queryClient.ensureQueryData(destinationQueries.detail(params.destinationId)),
    ),
  component: DestinationEditPage,
});
