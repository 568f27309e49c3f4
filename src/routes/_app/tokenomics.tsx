import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/tokenomics')({
  component: () => (
    <ComingNext
      title={'Tokenomics'}
      summary={'Allocation categories and vesting schedules of your tokens.'}
      planned={[
        'Categories per token with allocation address',
        'Schedules as tables and stacked charts, local time or UTC',
      ]}
    />
  ),
});
