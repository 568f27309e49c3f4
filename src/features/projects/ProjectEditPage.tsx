import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { projectQueries, useUpdateProject } from '@/api/project/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { AnchorLink } from '@/components/links';
import { ProjectForm, type ProjectFormValues } from './ProjectForm';

const route = getRouteApi('/_app/projects/$projectId/edit');

export function ProjectEditPage() {
  const { projectId } = route.useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: project } = useSuspenseQuery(projectQueries.detail(projectId));
  const update = useUpdateProject();
  const defaults: ProjectFormValues = {
    name: project.name,
    description: project.description ?? '',
    icon: project.icon ?? '',
    tags: project.tags ?? [],
    status: project.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
  };
  const toDetail = () => navigate({ to: '/projects/$projectId', params: { projectId } });
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[
          sectionCrumb('projects'),
          <AnchorLink key="c1" to="/projects/$projectId" params={{ projectId }}>
            {project.name}
          </AnchorLink>,
        ]}
        title="Edit project"
        record={project.name}
      />
      <ProjectForm
        defaultValues={defaults}
        submitLabel="Save changes"
        onCancel={() => void toDetail()}
        freshness={{
          loadedAt: project.updatedAt,
          fetchCurrent: () =>
            queryClient.fetchQuery({ ...projectQueries.detail(projectId), staleTime: 0 }),
        }}
        save={(body) => update.mutateAsync({ id: projectId, body })}
        after={() => {
          notifications.show({ color: 'teal', message: 'Changes saved' });
          return toDetail();
        }}
      />
    </Stack>
  );
}
