import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { allStyles, coveredByFirstStyles } from '@/lib/styles';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen but the first waits for Mantine's whole stylesheet (src/lib/styles.ts): once.
  beforeLoad: async ({ location }) => {
    if (!coveredByFirstStyles(location.pathname)) await allStyles();
  },
  component: Outlet,
});
