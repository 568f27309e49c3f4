import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import {
  flushPersistence,
  initStore,
  type PersistenceAdapter,
  type SnapshotPart,
} from './db/persistence';
import type { Snapshot } from './db/store';

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

/** Starts the in-browser mock service (the console's demo key comes from ./lib/demo-key). */
export async function startDemo(opts: { scale?: number } = {}): Promise<void> {
  initStore({
    adapter: localStorageAdapter,
    // The seed's icons come from this origin's public/seed-icons/: nothing else to reach.
    seed: { detectors: opts.scale, assetOrigin: location.origin },
  });
  // A write answered just before a reload or navigation away is saved before the page goes.
  addEventListener('pagehide', flushPersistence);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPersistence();
  });
  addEventListener('unhandledrejection', reviveAfterLostUpdate);
  performance.mark('vigil:demo-seeded');
  const worker = setupWorker(...createHandlers({ origin: location.origin }));
  await worker.start({
    serviceWorker: { url: WORKER_URL },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}
