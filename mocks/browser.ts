import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { flushPersistence, initStore, type PersistenceAdapter } from './db/persistence';
import type { Snapshot } from './db/store';
import { mintKey } from './lib/auth';
import { TENANT_A } from './db/seed/foundation';

const STORAGE_KEY = 'vigil.demo.db';

const localStorageAdapter: PersistenceAdapter = {
  load() {
    try {
      const raw = localStorage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as Snapshot) : null;
    } catch {
      return null;
    }
  },
  save(snapshot) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
    } catch {
      // Quota exceeded: the demo keeps working in memory for this visit.
    }
  },
  clear() {
    localStorage.removeItem(STORAGE_KEY);
  },
};

/** Starts the in-browser mock service and returns a demo key of the first tenant. */
export async function startDemo(opts: { scale?: number } = {}): Promise<{ apiKey: string }> {
  initStore({ adapter: localStorageAdapter, seed: { detectors: opts.scale } });
  // A write answered just before a reload or navigation away is saved before the page goes.
  addEventListener('pagehide', flushPersistence);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPersistence();
  });
  const worker = setupWorker(...createHandlers({ origin: location.origin }));
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  return { apiKey: await mintKey({ tenantId: TENANT_A, subject: `api-key-${TENANT_A}` }) };
}
