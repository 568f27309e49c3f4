import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { alertQueries } from '@/api/alert/queries';
import { projectQueries } from '@/api/project/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { AnchorLink } from '@/components/links';
import { UsageDashboard } from '@/components/usage/UsageDashboard';
import { PROJECT_DASHBOARD_FIELDS, projectDashboardLabel } from './project-dashboard-fields';

const route = getRouteApi('/_app/projects/$projectId/dashboard');

/** The usage dashboard for one project: its alerts per category (`POST /project/{id}/dashboard`). */
export function ProjectDashboardPage() {
  const { projectId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: project } = useSuspenseQuery(projectQueries.detail(projectId));
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[
          sectionCrumb('projects'),
          <AnchorLink key="project" to="/projects/$projectId" params={{ projectId }}>
            {project.name}
          </AnchorLink>,
        ]}
        title={`Dashboard of ${project.name}`}
      />
      <UsageDashboard
        title={`Alerts of ${project.name}`}
        search={search}
        onChange={(patch) => void navigate({ search: (s) => ({ ...s, ...patch }) })}
        histogram={(body) => alertQueries.projectDashboard({ projectId, body })}
        fields={PROJECT_DASHBOARD_FIELDS}
        labelOf={projectDashboardLabel}
      />
    </Stack>
  );
}
