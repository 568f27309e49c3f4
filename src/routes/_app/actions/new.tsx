import { createFileRoute } from '@tanstack/react-router';
import { ActionCreatePage } from '@/features/actions/ActionCreatePage';

export const Route = createFileRoute('/_app/actions/new')({
  component: ActionCreatePage,
});
