import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { AppRouter } from './router';
import { allStyles, lazyStyled } from '@/lib/styles';
import { whenIdle } from '@/lib/idle';
import { useLatch } from '@/lib/use-latch';
import type { notificationsStore as Store } from './notifications-store';
import { ThemeProvider } from './ThemeProvider';

// The notification area (and its transition library) loads with the first notification: it
// waits in the store meanwhile and appears when the area mounts.
const NotificationsArea = lazyStyled(() =>
  import('./NotificationsArea').then((m) => ({ default: m.NotificationsArea })),
);

type NotificationsStore = typeof Store;
const noStore = () => () => undefined;

/**
 * Mounted from the first notification on (and kept, so it closes with its transition). Its store
 * comes once the browser is idle, and only this redraws when it does.
 */
function LazyNotifications() {
  const store = useWhenIdle();
  const hasNotifications = () => {
    const state = store?.getState();
    return state ? state.notifications.length + state.queue.length > 0 : false;
  };
  const shown = useLatch(
    useSyncExternalStore(store?.subscribe ?? noStore, hasNotifications, () => false),
  );
  return shown ? (
    <Suspense fallback={null}>
      <NotificationsArea />
    </Suspense>
  ) : null;
}

/**
 * Once the first screen leaves the browser idle: Mantine's whole stylesheet, and the
 * notifications store (what a screen notified before then waits in it).
 */
function useWhenIdle(): NotificationsStore | null {
  const [store, setStore] = useState<NotificationsStore | null>(null);
  useEffect(() => {
    const run = () => {
      void allStyles();
      void import('./notifications-store').then((m) => setStore(() => m.notificationsStore));
    };
    return whenIdle(run);
  }, []);
  return store;
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <ThemeProvider>
      <LazyNotifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
