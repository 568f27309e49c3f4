import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import type { AppRouter } from './router';
import { allStyles, lazyStyled } from '@/lib/styles';
import { useLatch } from '@/lib/use-latch';
import { cssVariablesResolver, theme } from './theme';

// The notification area (and its transition library) loads with the first notification: it
// waits in the store meanwhile and appears when the area mounts.
const NotificationsArea = lazyStyled(() =>
  import('./NotificationsArea').then((m) => ({ default: m.NotificationsArea })),
);

const hasNotifications = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/** Mounted from the first notification on (and kept, so it closes with its transition). */
function LazyNotifications() {
  const shown = useLatch(
    useSyncExternalStore(notificationsStore.subscribe, hasNotifications, () => false),
  );
  return shown ? (
    <Suspense fallback={null}>
      <NotificationsArea />
    </Suspense>
  ) : null;
}

/** Mantine's whole stylesheet, fetched when the first screen leaves the browser idle. */
function usePrefetchStyles() {
  useEffect(() => {
    // Safari has no requestIdleCallback: a short timeout there.
    const idle = 'requestIdleCallback' in window;
    const prefetch = () => void allStyles();
    const id = idle ? window.requestIdleCallback(prefetch) : window.setTimeout(prefetch, 200);
    return () => (idle ? window.cancelIdleCallback(id) : window.clearTimeout(id));
  }, []);
}

const colorSchemeManager = localStorageColorSchemeManager({ key: 'vigil.color-scheme' });

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  usePrefetchStyles();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <LazyNotifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
