import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/alerts')({
  component: () => <ComingNext area="alerts" />,
});
