import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { requestReauth } from '@/lib/reauth';
import { setUnauthorizedHandler } from './query-client';
import { ErrorPage } from '@/components/ErrorPage';
import { PageLoader } from '@/components/PageLoader';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns freshness; the router only asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    // Show a loader only when a page is really slow, and never hold it longer than needed
    // (the router's default keeps it 500 ms once shown, which delays the first rows).
    defaultPendingMs: 400,
    defaultPendingMinMs: 0,
    defaultErrorComponent: ErrorPage,
    // Loaded when first needed: a mistyped address or a record the service does not have.
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('@/components/NotFoundPage'),
      'NotFoundPage',
    ),
    scrollRestoration: true,
  });
  // A refused key is renewed in place (the shell's dialog): the page and any typed input stay.
  setUnauthorizedHandler(() => {
    const { pathname, href } = router.state.location;
    if (pathname === '/connect') return;
    void requestReauth().then((ok) => {
      if (ok) {
        void queryClient.invalidateQueries();
        void router.invalidate();
      } else {
        void router.navigate({ to: '/connect', search: { redirect: href, reason: 'expired' } });
      }
    });
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts downloading the code of the screen at `pathname` (each matched route's split chunk and
 * what it imports) now, instead of when the router first loads after the first render: on a deep
 * link in demo mode it then downloads beside the demo service's modules, not after them. The
 * router's own load later finds the same promises; a failure is its to report.
 */
export function preloadScreenCode(router: AppRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
