import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConnectPage } from '@/features/connect/ConnectPage';

const ConnectSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
  reason: z.enum(['expired']).optional().catch(undefined),
});

export const Route = createFileRoute('/connect')({
  validateSearch: ConnectSearchSchema,
  component: ConnectPage,
});
