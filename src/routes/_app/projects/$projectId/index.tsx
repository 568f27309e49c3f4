import { createFileRoute } from '@tanstack/react-router';
import { documentationQueries } from '@/api/documentation/queries';
import { projectQueries } from '@/api/project/queries';
import { ProjectDetailPage, projectContractsCount } from '@/features/projects/ProjectDetailPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/projects/$projectId/')({
  params: idParam('projectId'),
  loader: ({ context: { queryClient }, params: { projectId } }) => {
    // Its documents and its contracts' count need only its id: asked for beside it.
    void queryClient.prefetchQuery(documentationQueries.forProject(projectId));
    void queryClient.prefetchQuery(projectContractsCount(projectId));
    return loadRecord(queryClient.ensureQueryData(projectQueries.detail(projectId)));
  },
  component: ProjectDetailPage,
});
