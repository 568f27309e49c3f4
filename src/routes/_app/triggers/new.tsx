import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { IdSchema } from '@/api/common';
import { lazySchema, orUndefined } from '@/lib/fallback';
import { TriggerCreatePage } from '@/features/triggers/edit/TriggerCreatePage';

export const Route = createFileRoute('/_app/triggers/new')({
  /** `?contractId=<id>`: start with that contract chosen (the contract's Triggers tab). */
  validateSearch: lazySchema(() => z.object({ contractId: orUndefined(IdSchema) })),
  component: TriggerCreatePage,
});
