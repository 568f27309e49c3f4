import { createFileRoute } from '@tanstack/react-router';
import { DestinationCreatePage } from '@/features/destinations/DestinationCreatePage';

export const Route = createFileRoute('/_app/destinations/new')({
  component: DestinationCreatePage,
});
