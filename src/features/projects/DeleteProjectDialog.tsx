import { notifications } from '@mantine/notifications';
import { useDeleteProject } from '@/api/project/queries';
import type { Project } from '@/api/project/schemas';
import { DeleteDialog } from '@/components/delete/DeleteDialog';
import { useCascade } from '@/components/delete/use-cascade';

interface Props {
  project: Pick<Project, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteProjectDialog({ project, onClose, onDeleted }: Props) {
  const del = useDeleteProject();
  const cascade = useCascade(project ? { project: project.id } : null);
  const close = () => {
    del.reset();
    onClose();
  };
  return (
    <DeleteDialog
      opened={project !== null}
      kind="project"
      name={project?.name ?? ''}
      cascade={cascade}
      pending={del.isPending}
      error={del.error}
      onClose={close}
      onConfirm={() => {
        if (!project || del.isPending) return;
        del.mutate(project.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: `Project “${project.name}” deleted` });
            close();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
