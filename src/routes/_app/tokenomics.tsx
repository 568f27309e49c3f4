import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { IdSchema } from '@/api/common';
import { tokenomicsQueries } from '@/api/tokenomics/queries';
import { lazySchema, orUndefined } from '@/lib/fallback';
import { TokenomicsPage } from '@/features/tokenomics/TokenomicsPage';

export const Route = createFileRoute('/_app/tokenomics')({
  validateSearch: lazySchema(() => z.object({ contractId: orUndefined(IdSchema) })),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (deps.contractId)
      void context.queryClient.prefetchQuery(tokenomicsQueries.forContract(deps.contractId));
  },
  component: TokenomicsPage,
});
