import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { IdSchema } from '@/api/common';
import { lazySchema, orUndefined } from '@/lib/fallback';
import { DetectorCreatePage } from '@/features/detectors/DetectorCreatePage';

export const Route = createFileRoute('/_app/detectors/new')({
  validateSearch: lazySchema(() =>
    z.object({
      contractId: orUndefined(IdSchema),
      schemaId: orUndefined(IdSchema),
    }),
  ),
  component: DetectorCreatePage,
});
