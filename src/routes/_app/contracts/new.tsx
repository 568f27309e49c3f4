import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { IdSchema } from '@/api/common';
import { lazySchema, orUndefined } from '@/lib/fallback';
import { ContractCreatePage } from '@/features/contracts/ContractCreatePage';

export const Route = createFileRoute('/_app/contracts/new')({
  validateSearch: lazySchema(() => z.object({ projectId: orUndefined(IdSchema) })),
  component: ContractCreatePage,
});
