import { createFileRoute } from '@tanstack/react-router';
import { ProjectCreatePage } from '@/features/projects/ProjectCreatePage';

export const Route = createFileRoute('/_app/projects/new')({
  component: ProjectCreatePage,
});
