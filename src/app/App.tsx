import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { lazyStyled } from '@/lib/styles';
import { cssVariablesResolver, theme } from './theme';

// The notification area (and its transition library) loads after the first screen: a
// notification shown before then waits in the store and appears when it mounts.
const NotificationsArea = lazyStyled(() =>
  import('./NotificationsArea').then((m) => ({ default: m.NotificationsArea })),
);

const colorSchemeManager = localStorageColorSchemeManager({ key: 'vigil.color-scheme' });

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <Suspense fallback={null}>
        <NotificationsArea />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
