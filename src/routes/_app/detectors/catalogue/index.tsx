import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { NetworkSchema } from '@/api/network/schemas';
import { lazySchema, orUndefined } from '@/lib/fallback';
import { CATEGORIES } from '@/api/detector/enums';
import { SchemaCataloguePage } from '@/features/detectors/SchemaCataloguePage';

export const Route = createFileRoute('/_app/detectors/catalogue/')({
  validateSearch: lazySchema(() =>
    z.object({
      tag: orUndefined(z.enum(CATEGORIES)),
      network: orUndefined(NetworkSchema),
      retired: orUndefined(z.boolean()),
    }),
  ),
  component: SchemaCataloguePage,
});
