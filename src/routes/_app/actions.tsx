import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/actions')({
  component: () => (
    <ComingNext
      title={'Actions'}
      summary={'Contract function calls run by a wallet when a detector or trigger alert fires.'}
      planned={[
        'Builder with ABI-typed parameters and gas settings',
        'Groovy filter and parameter scripts per binding',
        'Manual runs with a clear transaction confirmation',
      ]}
    />
  ),
});
