import { notifications } from '@mantine/notifications';
import { useDeleteProject } from '@/api/project/queries';
import type { Project } from '@/api/project/schemas';
import { ConfirmDialog } from '@/components/ConfirmDialog';

interface Props {
  project: Pick<Project, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteProjectDialog({ project, onClose, onDeleted }: Props) {
  const del = useDeleteProject();
  const close = () => {
    del.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={project !== null}
      title="Delete project?"
      confirmLabel="Delete project"
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
    >
      <strong>{project?.name}</strong> and the contracts and wallets inside it will be removed. This
      cannot be undone.
    </ConfirmDialog>
  );
}
