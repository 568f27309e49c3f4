import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { setConnection } from '@/api/connection';
import { createQueryClient } from '@/app/query-client';
import { cssVariablesResolver, theme } from '@/styles/theme';
import { routeTree } from '@/routeTree.gen';

/**
 * Renders the real route tree at a URL, talking to whatever answers fetch (msw/node in tests).
 * In demo mode the console shows the demo's controls; the page is at the service's origin.
 */
export function renderApp(
  url: string,
  opts: { apiKey: string; baseUrl?: string; mode?: 'live' | 'demo' },
) {
  setConnection({
    mode: opts.mode ?? 'live',
    baseUrl: opts.baseUrl ?? 'http://mock.test',
    apiKey: opts.apiKey,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const view = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
