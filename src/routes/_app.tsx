import { createFileRoute, redirect } from '@tanstack/react-router';
import { getConnection } from '@/api/connection';
import { preloadVirtualRows, VIRTUAL_THRESHOLD } from '@/components/list/DataTable';
import { AppLayout } from '@/features/shell/AppLayout';
import { brandQuery } from '@/features/shell/TenantBrand';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    const c = getConnection();
    // Live mode without a key (or base URL) cannot load anything: connect first, then come back.
    if (c.mode === 'live' && (!c.apiKey || !c.baseUrl)) {
      throw redirect({ to: '/connect', search: { redirect: location.href } });
    }
    // Every list takes its page size as `size`.
    if (Number((location.search as { size?: unknown }).size) > VIRTUAL_THRESHOLD)
      preloadVirtualRows();
  },
  // The header's tenant, asked for beside the screen's own data rather than once it has rendered.
  loader: ({ context }) => {
    const brand = brandQuery(getConnection().apiKey);
    if (brand.enabled) void context.queryClient.prefetchQuery(brand);
  },
  component: AppLayout,
});
