import { createFileRoute } from '@tanstack/react-router';
import { detectorQueries } from '@/api/detector/queries';
import { DetectorEditPage } from '@/features/detectors/DetectorEditPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/detectors/$detectorId/edit')({
  params: idParam('detectorId'),
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(detectorQueries.detail(params.detectorId))),
  component: DetectorEditPage,
});
