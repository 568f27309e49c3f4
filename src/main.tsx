import './api/zod-config';
import './styles/first-screen.css';
import { StrictMode, startTransition } from 'react';

import { createRoot } from 'react-dom/client';
import { ServiceStartError, setConnection } from '@/api/connection';
import { App } from '@/app/App';
import { firstData } from '@/app/first-data';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, preloadScreenCode } from '@/app/router';
import { firstStyles, isFirstScreen, markColdStart } from '@/lib/first-screen';
import { warmFormatters } from '@/lib/format';
import { delay } from '@/lib/idle';
import { allStyles } from '@/lib/styles';
import { preferredMode, storedLiveConnection } from '@/lib/session';

/** How long the first render waits for the first screen's data (see boot). */
const FIRST_DATA_WAIT_MS = 250;
/** How long the first render of another screen waits for its route to load (see boot). */
const ROUTE_WAIT_MS = 400;

// Phase marks for the benchmark's cold-load breakdown (bench/run.ts): free, and visible in any
// performance profile.
async function boot() {
  performance.mark('vigil:start');
  // Any other screen waits for Mantine's stylesheet and theme (the root route's beforeLoad):
  // they download beside the connection's modules, not after them.
  const firstScreen = isFirstScreen(window.location.pathname);
  if (!firstScreen) void allStyles();
  const demo = preferredMode() === 'demo';
  let connected: Promise<void> = Promise.resolve();
  if (demo) {
    // The only import of the mock from src: lazy, so live mode never downloads it. The service
    // (MSW, seed, handlers) runs in its own thread, which the head's boot script has already
    // started in a build, while the console renders with the key its page side mints; requests
    // go to the thread by message, which keeps them until it has seeded, until its service
    // worker is up (mocks/browser.ts).
    connected = import('../mocks/browser')
      .then(async ({ startDemo }) => {
        const { transport, key } = await startDemo();
        setConnection({ mode: 'demo', baseUrl: '', apiKey: key }, Promise.resolve(transport));
      })
      .catch((cause: unknown) => {
        // Its module did not load, or its key could not be minted: each request says so.
        console.error('The demo service could not start', cause);
        const failed = Promise.reject(new ServiceStartError(String(cause)));
        failed.catch(() => undefined);
        setConnection({ mode: 'demo', baseUrl: '', apiKey: null }, failed);
      });
  } else {
    setConnection(storedLiveConnection());
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The modules' evaluation, the router's making and the screen's preloads in tasks of their own
  // (each tens of milliseconds on a slow phone; one long task before).
  await delay();
  // Neither needs the connection: in demo mode they are built while the service's modules
  // download, instead of after (the main thread is the demo's bound).
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await delay();
  if (!firstScreen) preloadScreenCode(router, window.location.pathname);
  // The first date formatter loads ICU's data unless the boot script's Intl thread has (see
  // warmFormatters): in demo mode while the service's modules download, in live mode while the
  // first screen's request is in flight.
  if (demo) warmFormatters();
  await connected;
  // The first screen's route loads in a few milliseconds (its loader starts the request and does
  // not wait), so it is loaded before the first render: rendered first, the route suspends and
  // React shows it on a later pass. And when its data comes within a short wait (a live service
  // usually does), the shell and the rows render in one pass: two passes, each with its style
  // and layout, cost ~0.5 s more to the first row on the benchmark machine. A slower answer (the
  // demo service starting) renders the shell with the list's loading state as before. Other
  // screens wait for their route a little longer (below), and no longer.
  if (firstScreen) {
    // A failure is the route's to show once rendered (the router loads again on mount).
    await router.load().catch(() => undefined);
    if (!demo) warmFormatters();
    await firstData(queryClient, FIRST_DATA_WAIT_MS);
  } else {
    // Another screen's loader may wait for its record: loaded before the first render (which
    // its data usually allows within the wait), the shell and the page render in one pass, a
    // transition React slices (below), instead of the shell first and the page in a
    // synchronous re-render when the router's state changes. A slower route renders after.
    await Promise.race([router.load().catch(() => undefined), delay(ROUTE_WAIT_MS)]);
  }
  // Unstyled, the first render would flash: the stylesheet, asked for by the head's script, has
  // all but always come by now.
  await firstStyles();
  // The list's table draws in this render (DataTable's fold); another screen's table comes later.
  if (firstScreen) markColdStart();
  performance.mark('vigil:render');
  const reactRoot = createRoot(root);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // Another screen's first render (the shell and a page of Mantine components, ~80 ms on a fast
  // machine, four times that on a slow phone) as a transition, which React renders in short
  // slices. The first screen's, lighter and timed to its data, renders at once.
  if (firstScreen) reactRoot.render(app);
  else startTransition(() => reactRoot.render(app));
}

void boot();
