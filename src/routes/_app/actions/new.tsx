import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { actionQueries } from '@/api/action/queries';
import { IdSchema } from '@/api/common';
import { lazySchema, orUndefined } from '@/lib/fallback';
import { ActionCreatePage } from '@/features/actions/builder/ActionCreatePage';

export const Route = createFileRoute('/_app/actions/new')({
  /** `?from=<id>`: duplicate that action into the builder. */
  validateSearch: lazySchema(() => z.object({ from: orUndefined(IdSchema) })),
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: ({ context, deps }) =>
    deps.from ? context.queryClient.ensureQueryData(actionQueries.detail(deps.from)) : undefined,
  component: ActionCreatePage,
});
