import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/triggers')({
  component: () => (
    <ComingNext
      title={'Triggers'}
      summary={'Built-in rules on a contract and the alerts they raise.'}
      planned={[
        'ERC-20 transfer, blacklisted callers, event emitted and failed transaction rules',
        'Trigger alerts with severity, message and destinations',
      ]}
    />
  ),
});
