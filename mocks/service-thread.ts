/**
 * The demo's service in a dedicated worker: the same handlers and store as the Node mock and the
 * HTTP server, answering the page's requests by message (mocks/browser.ts, the protocol in
 * ./lib/thread-protocol.ts). Its modules' evaluation, the seed, the rows made on a table's first
 * use and every answer run here, on the second core, instead of in the page's main thread, where
 * they were the demo's cost over live mode on every cold load and the blocking time of a deep
 * link (Lighthouse counts only the main thread).
 *
 * In two stages (./lib/staged-answers.ts): this module, with the seed's first part and the
 * rows of the first screen's requests (./handlers/first.ts), answers those; the rest
 * (./service-rest.ts: the rest of the seed and every handler, about two thirds of the code and
 * most of the schemas to build) loads when the page says it is idle with that screen drawn
 * (mocks/browser.ts), or when a request needs it. Loaded as soon as the first answer was on its
 * way, it ran beside the page's first render on a 2-core machine and put the first paint later.
 * A page opened on any other screen has the rest loaded at once.
 */
// First: MSW's modules look for localStorage as they load; then a deep link's rest is asked for.
import './lib/thread-storage';
import './lib/rest-early';
import { answerFirstScreen } from './handlers/first';
import { beginStore, flushPersistence, type PersistenceAdapter } from './db/persistence';
import type { Snapshot } from './db/store';
import { demoVerifyKey } from './lib/auth';
import { MockHttpError } from './lib/errors';
import { errorResponse } from './lib/implement';
import { stagedAnswers, type Staged } from './lib/staged-answers';
import { fromWire, toWire } from './lib/thread-wire';
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

const now = () => performance.timeOrigin + performance.now();
/** The service's modules have all run by now: they are this module's imports. */
const loadedAt = now();

function start(message: StartThread, port: MessagePort) {
  const post = (reply: FromThread, transfer: Transferable[] = []) =>
    port.postMessage(reply, transfer);
  const { origin } = message;
  let staged: Staged<WireRequest, WireResponse>;
  try {
    // The saved data, or the seed's first part: the tenants and projects.
    const begun = beginStore({
      adapter: pageStorage(message.saved, post),
      // The seed's icons come from the page's origin (public/seed-icons/): nothing else to reach.
      seed: { detectors: env.VITE_DEMO_SCALE, assetOrigin: origin },
    });
    // The key that checks the first request's bearer, imported while the page gets ready to ask.
    void demoVerifyKey();
    staged = stagedAnswers<WireRequest, WireResponse>({
      first: (wire) => answerFirstScreen(fromWire(wire), origin)?.then(toWire),
      rest: () =>
        import('./service-rest').then(({ completeService }) => completeService(begun, origin)),
      restNow: !message.firstScreen,
    });
  } catch (cause) {
    post({ type: 'failed', message: String(cause) });
    return;
  }
  post({ type: 'ready', loadedAt, seededAt: now() });
  port.addEventListener('message', ({ data }: MessageEvent<ToThread>) => {
    if (data.type === 'rest') return staged.loadRest();
    void (async () => {
      let response: WireResponse;
      try {
        response = await staged.ask(data.request);
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
