/**
 * What the page and the demo's service thread (mocks/service-thread.ts) say to each other. The
 * service runs in a dedicated worker so that its evaluation, its seed and its handlers' work
 * share none of the page's main thread; the page keeps what a worker cannot reach (localStorage)
 * and the service worker that shows the demo's requests in the network panel (mocks/browser.ts).
 */
import type { SnapshotPart } from '../db/persistence';

/** The page's saved demo data, as stored (JSON text, parsed in the thread). */
export type SavedParts = Partial<Record<SnapshotPart, string>>;

/** A request, as the thread rebuilds it. */
export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** An answer; `error` is the network failure of `HttpResponse.error()` (the Offline scenario). */
export type WireResponse =
  | {
      kind: 'response';
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer;
    }
  | { kind: 'error' }
  /** No handler answers it: the page sends it to the network, as MSW passes it through. */
  | { kind: 'unhandled' };

/**
 * The thread's first message, sent to the worker itself with the port every other message
 * travels on (both ways): a port keeps what arrives until its reader listens, so the thread can
 * start before the page's code is there to hear it.
 */
export interface StartThread {
  type: 'start';
  saved: SavedParts;
  origin: string;
  /**
   * The page opened on the first screen (src/lib/first-screen.ts): the thread answers its
   * requests before it loads the rest of its code (mocks/service-thread.ts). Elsewhere it loads
   * the rest at once.
   */
  firstScreen: boolean;
}

export type ToThread =
  | { type: 'request'; id: number; request: WireRequest }
  /**
   * The page is idle with its first screen drawn: load the rest of the service now (see
   * mocks/service-thread.ts), off the first paint's time, rather than when a request needs it.
   */
  | { type: 'rest' };

export type FromThread =
  /**
   * Seeded (the seed's first part) or restored: requests are answered from here on. With when
   * (ms since the epoch) the service's first modules had run and when it was seeded, for the
   * page's `vigil:demo-loaded` and `vigil:demo-seeded` marks (the thread's own marks are not on
   * the page's timeline).
   */
  | { type: 'ready'; loadedAt: number; seededAt: number }
  | { type: 'failed'; message: string }
  /** Keep this part of the data for the next visit (sent before the answer that changed it). */
  | { type: 'save'; part: SnapshotPart; json: string }
  | { type: 'clear' }
  | { type: 'answer'; id: number; response: WireResponse };

/** Where the page keeps each part of the demo's data (see PersistenceAdapter). */
export const STORAGE_KEYS: Record<SnapshotPart, string> = {
  records: 'vigil.demo.db',
  usage: 'vigil.demo.db.usage',
};

/**
 * A started thread: the worker, the page's end of its port, and the message of a failure to
 * load it, should that come before the page listened. The head's boot script starts it in demo
 * mode, before the entry has even downloaded (scripts/boot-preload.ts), so the service's code
 * loads, runs and seeds beside the console's; mocks/browser.ts does where the script has not
 * (development, or a browser where it failed).
 */
export interface StartedThread {
  worker: Worker;
  port: MessagePort;
  error: string | null;
  /**
   * The page is the first screen in its default view (no search): mocks/browser.ts sends its
   * request (src/api/first-request.ts) as soon as it has the console's key.
   */
  firstRequest: boolean;
}

/** Where the boot script leaves it for mocks/browser.ts. */
export const EARLY_THREAD_GLOBAL = 'vigilDemoThread';

/** The thread's name in the browser's tools. */
export const THREAD_NAME = 'Vigil demo service';

/**
 * Added to THREAD_NAME for a thread that should load the whole service at once (any screen but
 * the first): a worker knows its name before its modules have run (./rest-early.ts). Not its URL:
 * the rest's chunk imports the thread's own, which under another URL would be a second copy.
 */
export const REST_AT_ONCE = ' (whole service)';
