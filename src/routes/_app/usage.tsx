import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/usage')({
  component: () => (
    <ComingNext
      title={'Usage'}
      summary={'How much the service did for your tenant.'}
      planned={[
        'Usage histograms by interval and time zone',
        'Filter by event type, project and network',
      ]}
    />
  ),
});
