import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { ThemedOutlet } from '@/components/ThemedOutlet';
import { isFirstScreen } from '@/lib/first-screen';
import { allStyles } from '@/lib/styles';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen but the first waits for Mantine's whole stylesheet (src/lib/styles.ts): once.
  // Synchronous for the first screen: a promise, even a resolved one, makes its route suspend.
  beforeLoad: ({ location }) =>
    isFirstScreen(location.pathname) ? undefined : allStyles().then(() => undefined),
  // The shell draws no Mantine component; a page beside it (the connect page) does.
  component: () => <ThemedOutlet depth={1} bare="/_app" />,
});
