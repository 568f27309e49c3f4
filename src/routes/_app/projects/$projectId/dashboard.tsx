import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { projectQueries } from '@/api/project/queries';
import { USAGE_DEFAULTS, UsageSearchSchema } from '@/components/usage/usage-search';
import { ProjectDashboardPage } from '@/features/projects/ProjectDashboardPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/projects/$projectId/dashboard')({
  params: idParam('projectId'),
  validateSearch: UsageSearchSchema,
  search: { middlewares: [stripSearchParams(USAGE_DEFAULTS)] },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(projectQueries.detail(params.projectId))),
  component: ProjectDashboardPage,
});
