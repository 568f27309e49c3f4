import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/alerts')({
  component: () => (
    <ComingNext
      title={'Alerts'}
      summary={'Every alert your detectors and triggers raised.'}
      planned={[
        'Full-text search with severity, category and time filters',
        'Alert histogram by interval and time zone',
      ]}
    />
  ),
});
