import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { lazySchema, orUndefined } from '@/lib/fallback';
import { ConnectPage } from '@/features/connect/ConnectPage';

const ConnectSearchSchema = lazySchema(() =>
  z.object({
    redirect: orUndefined(z.string()),
    reason: orUndefined(z.enum(['expired'])),
  }),
);

export const Route = createFileRoute('/connect')({
  validateSearch: ConnectSearchSchema,
  component: ConnectPage,
});
