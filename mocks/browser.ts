import { ServiceStartError, type Transport } from '../src/api/connection';
import { leaveEarlyResponse } from '../src/api/early-request';
import { requestHeaders } from '../src/api/http';
import { FIRST_REQUEST } from '../src/api/first-request';
import { demoKey } from './lib/demo-key';
import type { SnapshotPart } from './db/persistence';
import {
  EARLY_THREAD_GLOBAL,
  REST_AT_ONCE,
  STORAGE_KEYS,
  THREAD_NAME,
  type FromThread,
  type SavedParts,
  type StartedThread,
  type StartThread,
  type ToThread,
  type WireResponse,
} from './lib/thread-protocol';
import { reviveAfterLostUpdate } from './lib/service-worker-revive';
import { settledGate } from './lib/settled-gate';
import { startServiceWorker } from './lib/start-service-worker';
import { toResponse } from './lib/thread-wire';

function savedParts(): SavedParts {
  const saved: SavedParts = {};
  for (const part of Object.keys(STORAGE_KEYS) as SnapshotPart[]) {
    try {
      const json = localStorage.getItem(STORAGE_KEYS[part]);
      if (json) saved[part] = json;
    } catch {
      // Storage unavailable (a private window's quota, a blocked origin): the demo seeds afresh.
    }
  }
  return saved;
}

function keep(part: SnapshotPart, json: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS[part], json);
  } catch {
    // Quota exceeded: the demo keeps working in memory for this visit.
  }
}

/**
 * Starts the thread here, as the head's boot script does in a production build (see there), but
 * for the first screen's head start: this thread loads all of its code at once.
 */
function startThreadHere(): StartedThread {
  const worker = new Worker(new URL('./service-thread.ts', import.meta.url), {
    type: 'module',
    name: THREAD_NAME + REST_AT_ONCE,
  });
  const channel = new MessageChannel();
  const start: StartThread = {
    type: 'start',
    saved: savedParts(),
    origin: location.origin,
    firstScreen: false,
  };
  worker.postMessage(start, [channel.port2]);
  return { worker, port: channel.port1, error: null, firstRequest: false };
}

/** The thread the head's boot script started, once; otherwise one started here. */
function takeThread(): StartedThread {
  const holder = window as unknown as Record<string, StartedThread | undefined>;
  const early = holder[EARLY_THREAD_GLOBAL];
  delete holder[EARLY_THREAD_GLOBAL];
  return early ?? startThreadHere();
}

type Ask = (request: Request) => Promise<WireResponse>;

/** The demo's service thread: ask it, or tell it to load the rest of its code now. */
interface Thread {
  ask: Ask;
  loadRest: () => void;
  /** Send the first screen's request as soon as the key is minted (see StartedThread). */
  firstRequest: boolean;
}

/**
 * The demo's service thread (./service-thread.ts), asked by message. A request goes out at once,
 * also before the thread has started: its port keeps messages until the thread listens, right
 * after its seed, so the first answer does not wait for the page to hear that the thread is
 * ready and send then. Should the thread not start, every request fails with a
 * ServiceStartError.
 */
function connectThread(): Thread {
  const { worker, port, error, firstRequest } = takeThread();
  const waiting = new Map<number, (answer: WireResponse) => void>();
  let lastId = 0;
  const send = (message: ToThread, transfer: Transferable[] = []) =>
    port.postMessage(message, transfer);
  const ready = new Promise<void>((resolve, reject) => {
    port.addEventListener('message', ({ data }: MessageEvent<FromThread>) => {
      switch (data.type) {
        case 'ready':
          performance.mark('vigil:demo-loaded', {
            startTime: data.loadedAt - performance.timeOrigin,
          });
          performance.mark('vigil:demo-seeded', {
            startTime: data.seededAt - performance.timeOrigin,
          });
          return resolve();
        case 'failed':
          return reject(new Error(data.message));
        case 'save':
          return keep(data.part, data.json);
        case 'clear':
          for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
          return;
        case 'answer':
          waiting.get(data.id)?.(data.response);
          waiting.delete(data.id);
      }
    });
    const failed = (message: string | null) =>
      reject(new Error(message || 'The demo service thread did not load'));
    worker.addEventListener('error', (event) => failed(event.message));
    // A failure to load from before this listened, which the boot script's listener kept.
    worker.onerror = null;
    if (error) failed(error);
    // What the thread said before this listened waited in the port until now.
    port.start();
  });
  const started = ready.catch((cause: unknown) => {
    console.error('The demo service could not start', cause);
    throw new ServiceStartError(cause instanceof Error ? cause.message : String(cause));
  });
  // Handled by each request that awaits it; this keeps a start no request awaited quiet.
  started.catch(() => undefined);
  const ask: Ask = async (request) => {
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const id = ++lastId;
    const answer = new Promise<WireResponse>((resolve) => {
      waiting.set(id, resolve);
      send(
        {
          type: 'request',
          id,
          request: {
            url: request.url,
            method: request.method,
            headers: [...request.headers],
            body,
          },
        },
        body ? [body] : [],
      );
    });
    // The thread says it is ready before it answers anything; a thread that failed never answers.
    await started;
    return answer;
  };
  return { ask, loadRest: () => send({ type: 'rest' }), firstRequest };
}

/** The demo's service as the console uses it: how to send, and the key to send with. */
export interface DemoService {
  transport: Transport;
  key: string;
}

/**
 * Starts the in-browser mock service, mints the console's demo key (./lib/demo-key) and says how
 * to reach the one with the other. The service runs in its own thread (./service-thread.ts): its
 * code, its seed and its answers never take the page's main thread. Once the first screen has its
 * answers and the page is idle, MSW's service worker starts in front of it, so that the console's
 * requests go out as requests (and show in the browser's network panel); it takes ~0.5 s to
 * install and claim the page on every load (the reload before unregistered it, ./lib/service-worker-revive.ts), and
 * until it has, the console's requests go to the thread directly. Should the service worker not
 * start at all (a browser without service workers), they keep going there.
 */
export async function startDemo(): Promise<DemoService> {
  const thread = connectThread();
  const transport = serve(thread);
  const key = await demoKey();
  if (thread.firstRequest) {
    // The first screen's request, with src/api/http.ts's headers, sent now rather than once the
    // router has loaded that screen: the thread answers it meanwhile, and the console's own
    // request takes the answer (src/api/early-request.ts), as in live mode from the head's script.
    const { path: url, body } = FIRST_REQUEST;
    const response = transport(url, {
      method: 'POST',
      headers: requestHeaders(key, true),
      body,
    });
    // Handled by the request that takes it; this keeps one that none takes quiet.
    response.catch(() => undefined);
    leaveEarlyResponse({ url, body, key, response });
  }
  return { transport, key };
}

/** How the console's requests reach the thread: directly, then through MSW's service worker. */
function serve({ ask, loadRest }: Thread): Transport {
  addEventListener('unhandledrejection', reviveAfterLostUpdate);
  let workerAnswers = false;
  // Once the first screen has its answers and the page is idle (./lib/settled-gate.ts):
  // installing and claiming a worker is CPU time the first render would otherwise share
  // (interleaved A/B, 12 loads: first row -8% at 1x), and MSW's bytes the network.
  const gate = settledGate(() => {
    // The thread's first stage answered the first screen: the rest of its code loads now, on its
    // own core, beside the service worker's start on this one.
    loadRest();
    startServiceWorker(ask)
      .then((answers) => (workerAnswers = answers))
      .catch((cause: unknown) => {
        console.warn(
          'The demo service answers without its service worker: it did not start.',
          cause,
        );
      });
  });
  return async (url, init) => {
    if (workerAnswers) return fetch(url, init);
    gate.asked();
    const answer = await ask(new Request(new URL(url, location.href), init)).finally(gate.answered);
    // What the service worker does with an answer of `HttpResponse.error()` (the Offline scenario).
    if (answer.kind === 'error') throw new TypeError('Failed to fetch');
    return answer.kind === 'unhandled' ? fetch(url, init) : toResponse(answer);
  };
}
