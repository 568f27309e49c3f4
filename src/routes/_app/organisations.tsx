import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/organisations')({
  component: () => (
    <ComingNext
      title={'Organisations'}
      summary={'Regulator organisations and their branding.'}
      planned={['Create, edit and delete organisations', 'Light and dark logos with preview']}
    />
  ),
});
