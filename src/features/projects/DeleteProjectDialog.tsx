import { useDeleteProject } from '@/api/project/queries';
import type { Project } from '@/api/project/schemas';
import { RecordDeleteDialog } from '@/components/delete/RecordDeleteDialog';
import { useCascade } from '@/components/delete/use-cascade';

interface Props {
  project: Pick<Project, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteProjectDialog({ project, onClose, onDeleted }: Props) {
  return (
    <RecordDeleteDialog
      record={project}
      kind="project"
      name={project?.name ?? ''}
      cascade={useCascade(project ? { project: project.id } : null)}
      remove={useDeleteProject()}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
