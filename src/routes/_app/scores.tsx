import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/scores')({
  component: () => (
    <ComingNext
      title={'Scores'}
      summary={'Score records that regulator licences derive from alerts.'}
      planned={['Search and filter score changes', 'Mark records as viewed']}
    />
  ),
});
