import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DetectorsListPage } from '@/features/detectors/DetectorsListPage';
import { detectorList } from '@/features/detectors/detector-list-search';

export const Route = createFileRoute('/_app/detectors/')({
  validateSearch: detectorList.schema,
  search: { middlewares: [stripSearchParams(detectorList.defaults)] },
  component: DetectorsListPage,
});
