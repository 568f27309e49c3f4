import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/destinations')({
  component: () => <ComingNext area="destinations" />,
});
