import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NetworkSchema } from '@/api/network/schemas';
import { CATEGORIES } from '@/features/detectors/catalogue';
import { SchemaCataloguePage } from '@/features/detectors/SchemaCataloguePage';

export const Route = createFileRoute('/_app/detectors/catalogue/')({
  validateSearch: z.object({
    tag: z.enum(CATEGORIES).optional().catch(undefined),
    network: NetworkSchema.optional().catch(undefined),
    retired: z.boolean().optional().catch(undefined),
  }),
  component: SchemaCataloguePage,
});
