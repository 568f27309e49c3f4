import { createFileRoute } from '@tanstack/react-router';
import { detectorQueries } from '@/api/detector/queries';
import { DetectorDetailPage } from '@/features/detectors/DetectorDetailPage';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/_app/detectors/$detectorId')({
  params: {
    parse: ({ detectorId }) => ({ detectorId: parseId(detectorId) }),
    stringify: ({ detectorId }) => ({ detectorId: String(detectorId) }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(detectorQueries.detail(params.detectorId)),
  component: DetectorDetailPage,
});
