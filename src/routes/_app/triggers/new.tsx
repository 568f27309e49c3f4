import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { IdSchema } from '@/api/common';
import { TriggerCreatePage } from '@/features/triggers/edit/TriggerCreatePage';

export const Route = createFileRoute('/_app/triggers/new')({
  /** `?contractId=<id>`: start with that contract chosen (the contract's Triggers tab). */
  validateSearch: z.object({ contractId: IdSchema.optional().catch(undefined) }),
  component: TriggerCreatePage,
});
