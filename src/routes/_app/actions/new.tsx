import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { IdSchema } from '@/api/common';
import { lazySchema, orUndefined } from '@/lib/fallback';
import { ActionCreatePage } from '@/features/actions/builder/ActionCreatePage';
import { loadBuilder } from '@/features/actions/builder/load-builder';

export const Route = createFileRoute('/_app/actions/new')({
  /** `?from=<id>`: duplicate that action into the builder. */
  validateSearch: lazySchema(() => z.object({ from: orUndefined(IdSchema) })),
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: ({ context, deps }) => loadBuilder(context.queryClient, deps.from),
  component: ActionCreatePage,
});
