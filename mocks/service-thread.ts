/**
 * The demo's service in a dedicated worker: the same handlers and store as the Node mock and the
 * HTTP server, answering the page's requests by message (mocks/browser.ts, the protocol in
 * ./lib/thread-protocol.ts). Its modules' evaluation, the seed, the rows made on a table's first
 * use and every answer run here, on the second core, instead of in the page's main thread, where
 * they were the demo's cost over live mode on every cold load and the blocking time of a deep
 * link (Lighthouse counts only the main thread).
 */
// First: MSW's modules look for localStorage as they load.
import './lib/thread-storage';
import { getResponse } from 'msw';
import { createHandlers } from './handlers';
import { flushPersistence, initStore, type PersistenceAdapter } from './db/persistence';
import type { Snapshot } from './db/store';
import { MockHttpError } from './lib/errors';
import { errorResponse } from './lib/implement';
import { setFillPause } from './db/fill';
import { env } from '../src/config/env';
import type {
  FromThread,
  SavedParts,
  StartThread,
  ToThread,
  WireRequest,
  WireResponse,
} from './lib/thread-protocol';

/** The worker's own end: the start message, with the port for everything after it. */
interface ThreadScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<StartThread>) => void): void;
}
const scope = self as unknown as ThreadScope;

/** The page keeps the data (a worker has no localStorage): loaded from the start message, saved by message. */
function pageStorage(saved: SavedParts, post: (message: FromThread) => void): PersistenceAdapter {
  return {
    load(part) {
      const json = saved[part];
      if (!json) return null;
      try {
        return JSON.parse(json) as Snapshot;
      } catch {
        return null;
      }
    },
    save(part, snapshot) {
      post({ type: 'save', part, json: JSON.stringify(snapshot) });
    },
    clear() {
      post({ type: 'clear' });
    },
  };
}

async function answer(
  handlers: ReturnType<typeof createHandlers>,
  wire: WireRequest,
): Promise<WireResponse> {
  const request = new Request(wire.url, {
    method: wire.method,
    headers: wire.headers,
    body: wire.body,
  });
  const response = await getResponse(handlers, request);
  if (!response) return { kind: 'unhandled' };
  return toWire(response);
}

async function toWire(response: Response): Promise<WireResponse> {
  if (response.type === 'error') return { kind: 'error' };
  return {
    kind: 'response',
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  };
}

/** The next turn of this thread's event loop: `scheduler.yield()` where there is one. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

const now = () => performance.timeOrigin + performance.now();
/** The service's modules have all run by now: they are this module's imports. */
const loadedAt = now();

function start(message: StartThread, port: MessagePort) {
  const post = (reply: FromThread, transfer: Transferable[] = []) =>
    port.postMessage(reply, transfer);
  let handlers: ReturnType<typeof createHandlers>;
  try {
    // In one piece: nothing else waits on this thread while it seeds.
    initStore({
      adapter: pageStorage(message.saved, post),
      // The seed's icons come from the page's origin (public/seed-icons/): nothing else to reach.
      seed: { detectors: env.VITE_DEMO_SCALE, assetOrigin: message.origin },
    });
    handlers = createHandlers({ origin: message.origin });
    // The rows made on a table's first use (alerts, scores, usage events, executions) come in
    // steps with a turn for the other requests between them: the first read of the usage events
    // does not hold up the answers of the requests beside it.
    setFillPause(nextTask);
  } catch (cause) {
    post({ type: 'failed', message: String(cause) });
    return;
  }
  post({ type: 'ready', loadedAt, seededAt: now() });
  port.addEventListener('message', ({ data }: MessageEvent<ToThread>) => {
    void (async () => {
      let response: WireResponse;
      try {
        response = await answer(handlers, data.request);
      } catch (cause) {
        // What the service does with a fault of its own: the interface's error body, as a 500.
        response = await toWire(errorResponse(new MockHttpError(500, String(cause))));
      }
      // A change this answer made is kept before the page hears of it: a reload right after a
      // save loses nothing (the page has no way to ask a closing thread for its data).
      flushPersistence();
      post(
        { type: 'answer', id: data.id, response },
        response.kind === 'response' ? [response.body] : [],
      );
    })();
  });
  port.start();
}

scope.addEventListener('message', (event) => {
  const port = event.ports[0];
  if (event.data.type === 'start' && port) start(event.data, port);
});
