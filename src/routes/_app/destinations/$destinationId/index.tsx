import { createFileRoute } from '@tanstack/react-router';
import { destinationQueries } from '@/api/destination/queries';
import { DestinationDetailPage } from '@/features/destinations/DestinationDetailPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/destinations/$destinationId/')({
  params: idParam('destinationId'),
  loader: ({ context, params }) =>
    loadRecord(
      context.queryClient.ensureQueryData(destinationQueries.detail(params.destinationId)),
    ),
  component: DestinationDetailPage,
});
