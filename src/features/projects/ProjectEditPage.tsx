import { Breadcrumbs, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { projectQueries, useUpdateProject } from '@/api/project/queries';
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
      <Breadcrumbs>
        <AnchorLink to="/projects">Projects</AnchorLink>
        <AnchorLink to="/projects/$projectId" params={{ projectId }}>
          {project.name}
        </AnchorLink>
        <span>Edit</span>
      </Breadcrumbs>
      <Title order={1}>Edit project</Title>
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
