/**
 * The demo service thread's second stage (mocks/service-thread.ts loads it after its first
 * answer): the rest of the seed, every handler, and the pause the lazily filled tables take
 * between their steps.
 */
import { getResponse } from 'msw';
import { createHandlers } from './handlers';
import { finishStore } from './db/init';
import { setFillPause } from './db/fill';
import type { SeedState } from './db/seed';
import type { WireRequest, WireResponse } from './lib/thread-protocol';
import { fromWire, toWire } from './lib/thread-wire';

/** The next turn of this thread's event loop: `scheduler.yield()` where there is one. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Finishes the seed `begun` left (none after a restore) and makes the whole service's handlers:
 * how the thread answers from then on (`unhandled`: no handler for it, the page sends it on).
 */
export function completeService(
  begun: SeedState | null,
  origin: string,
): (wire: WireRequest) => Promise<WireResponse> {
  if (begun) finishStore(begun);
  const handlers = createHandlers({ origin });
  // The rows made on a table's first use (alerts, scores, usage events, executions) come in
  // steps with a turn for the other requests between them: the first read of the usage events
  // does not hold up the answers of the requests beside it.
  setFillPause(nextTask);
  return async (wire) => {
    const response = await getResponse(handlers, fromWire(wire));
    return response ? toWire(response) : { kind: 'unhandled' };
  };
}
