import { createFileRoute } from '@tanstack/react-router';
import { detectorQueries } from '@/api/detector/queries';
import { DetectorDetailPage } from '@/features/detectors/DetectorDetailPage';
import { loadRecord } from '@/lib/load-record';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/_app/detectors/$detectorId')({
  params: {
    parse: ({ detectorId }) => ({ detectorId: parseId(detectorId) }),
    stringify: ({ detectorId }) => ({ detectorId: String(detectorId) }),
  },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(detectorQueries.detail(params.detectorId))),
  component: DetectorDetailPage,
});
