import { createFileRoute } from '@tanstack/react-router';
import { projectQueries } from '@/api/project/queries';
import { ProjectDetailPage } from '@/features/projects/ProjectDetailPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/projects/$projectId/')({
  params: idParam('projectId'),
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(projectQueries.detail(params.projectId))),
  component: ProjectDetailPage,
});
