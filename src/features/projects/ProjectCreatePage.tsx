import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useCreateProject } from '@/api/project/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { ProjectForm, emptyProject } from './ProjectForm';

export function ProjectCreatePage() {
  const navigate = useNavigate();
  const create = useCreateProject();
  return (
    <Stack gap="md">
      <DetailHeader crumbs={[sectionCrumb('projects')]} title={'New project'} />
      <ProjectForm
        defaultValues={emptyProject}
        submitLabel="Create project"
        onCancel={() => void navigate({ to: '/projects' })}
        save={(body) => create.mutateAsync(body)}
        after={(project) => {
          notifications.show({ color: 'teal', message: `Project “${project.name}” created` });
          return navigate({ to: '/projects/$projectId', params: { projectId: project.id } });
        }}
      />
    </Stack>
  );
}
