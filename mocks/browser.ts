import { getResponse } from 'msw';
import type { Transport } from '../src/api/connection';
import { createHandlers } from './handlers';
import {
  flushPersistence,
  initStoreInSlices,
  type PersistenceAdapter,
  type SnapshotPart,
} from './db/persistence';
import type { Snapshot } from './db/store';
import { setFillPause } from './db/fill';

/** Where each part of the demo's data is kept (see PersistenceAdapter). */
const STORAGE_KEYS: Record<SnapshotPart, string> = {
  records: 'vigil.demo.db',
  usage: 'vigil.demo.db.usage',
};

const localStorageAdapter: PersistenceAdapter = {
  load(part) {
    try {
      const raw = localStorage.getItem(STORAGE_KEYS[part]);
      return raw ? (JSON.parse(raw) as Snapshot) : null;
    } catch {
      return null;
    }
  },
  save(part, snapshot) {
    try {
      localStorage.setItem(STORAGE_KEYS[part], JSON.stringify(snapshot));
    } catch {
      // Quota exceeded: the demo keeps working in memory for this visit.
    }
  },
  clear() {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  },
};

/**
 * Lets the page run between two parts of the seed: `scheduler.yield()` where the browser has it
 * (the seed then resumes ahead of other queued tasks), a timeout elsewhere.
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** MSW's worker behind a filter: only the demo service's paths go through it (see the file). */
const WORKER_URL = '/demo-worker.js';

/**
 * Every reload ends with the closing page telling the worker it was its last client (the next page
 * is not a client yet), so the worker unregisters itself, but only after the closing page's
 * requests still in flight have settled (a slow image or passthrough can take seconds). MSW's
 * start() meanwhile finds the registration and calls `registration.update()` without awaiting or
 * catching it; when the unregistration lands in between, that update rejects ("Failed to update
 * a ServiceWorker … demo-worker.js: Not found") as an uncaught error. This page is still
 * served by the worker that controls it, so the demo works; the rejection is handled here and
 * the worker registered again (register() revives an unregistering registration), which leaves
 * the same state as every other reload.
 */
function reviveAfterLostUpdate(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  const message = reason instanceof Error ? reason.message : '';
  if (!message.startsWith('Failed to update a ServiceWorker') || !message.includes(WORKER_URL))
    return;
  event.preventDefault();
  navigator.serviceWorker.register(WORKER_URL).catch(() => {
    // Nothing to revive (the page is going away): the next load registers from scratch.
  });
}

/**
 * Starts the in-browser mock service (the console's demo key comes from ./lib/demo-key) and
 * says how to reach it. The worker takes ~0.5 s to install and claim the page on every load (the
 * reload before unregistered it, see above); until it has, the console's requests are answered
 * here, by the same handlers and the same store, so the first screen waits only for the seed.
 * After that they go through the worker like any request (and show in the browser's network
 * panel). Should the worker not start at all (a browser without service workers), the demo
 * keeps answering here.
 */
export async function startDemo(opts: { scale?: number } = {}): Promise<Transport> {
  await initStoreInSlices(
    {
      adapter: localStorageAdapter,
      // The seed's icons come from this origin's public/seed-icons/: nothing else to reach.
      seed: { detectors: opts.scale, assetOrigin: location.origin },
    },
    nextTask,
  );
  // A write answered just before a reload or navigation away is saved before the page goes.
  addEventListener('pagehide', flushPersistence);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPersistence();
  });
  addEventListener('unhandledrejection', reviveAfterLostUpdate);
  performance.mark('vigil:demo-seeded');
  // The rows made on a table's first use (alerts, scores, usage, executions) pause likewise.
  setFillPause(nextTask);
  const handlers = createHandlers({ origin: location.origin });
  let workerAnswers = false;
  const startWorker = async () => {
    // A page loaded past its worker (a hard reload while another tab keeps it registered) is
    // one MSW reloads to put under the worker: after the first screen, a second load the user
    // would see. Such a page keeps its answers here. (Unregistering first does not help: the
    // next register() revives the same registration, which never claims this page.)
    const registration = await navigator.serviceWorker.getRegistration();
    const ours = [registration?.active, registration?.waiting, registration?.installing].some((w) =>
      w?.scriptURL.endsWith(WORKER_URL),
    );
    if (!navigator.serviceWorker.controller && ours) {
      performance.mark('vigil:demo-stays-in-page');
      return;
    }
    // MSW's worker side (its request interceptors, ~20 kB gzip) loads here, once the page is
    // idle: until then the page answers with `getResponse`, which needs none of it.
    const { setupWorker } = await import('msw/browser');
    await setupWorker(...handlers).start({
      serviceWorker: { url: WORKER_URL },
      onUnhandledFrame: 'bypass',
      quiet: true,
    });
    workerAnswers = true;
    performance.mark('vigil:demo-ready');
  };
  // Once the page is idle (the first screen rendered): installing and claiming a worker is CPU
  // time the first render would otherwise share (interleaved A/B, 12 loads: first row -8% at 1x).
  const later = (run: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 500);
  later(() => {
    startWorker().catch((cause: unknown) => {
      console.warn('The demo service answers in the page: its worker did not start.', cause);
    });
  });
  return async (url, init) => {
    if (workerAnswers) return fetch(url, init);
    const response = await getResponse(handlers, new Request(new URL(url, location.href), init));
    // What the worker does with an answer of `HttpResponse.error()` (the Offline scenario).
    if (response?.type === 'error') throw new TypeError('Failed to fetch');
    return response ?? fetch(url, init);
  };
}
