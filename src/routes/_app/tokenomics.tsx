import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { tokenomicsQueries } from '@/api/tokenomics/queries';
import { TokenomicsPage } from '@/features/tokenomics/TokenomicsPage';

export const Route = createFileRoute('/_app/tokenomics')({
  validateSearch: z.object({ contractId: z.int().positive().optional().catch(undefined) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (deps.contractId)
      void context.queryClient.prefetchQuery(tokenomicsQueries.forContract(deps.contractId));
  },
  component: TokenomicsPage,
});
