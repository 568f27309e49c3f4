import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { lazySchema, orUndefined } from '@/lib/fallback';
import { NetworksPage } from '@/features/networks/NetworksPage';

export const Route = createFileRoute('/_app/networks/')({
  // The find box's text, in the URL as every list's filter is.
  validateSearch: lazySchema(() => z.object({ q: orUndefined(z.string()) })),
  component: NetworksPage,
});
