import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DetectorCreatePage } from '@/features/detectors/DetectorCreatePage';

export const Route = createFileRoute('/_app/detectors/new')({
  validateSearch: z.object({
    contractId: z.int().positive().optional().catch(undefined),
    schemaId: z.int().positive().optional().catch(undefined),
  }),
  component: DetectorCreatePage,
});
