// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUEST_GLOBAL, takeEarlyResponse } from '../src/api/early-request';
import { FIRST_REQUEST } from '../src/api/first-request';
import { startDemo } from './browser';
import {
  EARLY_THREAD_GLOBAL,
  type FromThread,
  type StartedThread,
  type ToThread,
  type WireRequest,
} from './lib/thread-protocol';

const holder = window as unknown as Record<string, unknown>;
const ports: MessagePort[] = [];

/** A thread as the boot script leaves it, whose other end answers every request with a page. */
function bootedThread(firstRequest: boolean): WireRequest[] {
  const channel = new MessageChannel();
  ports.push(channel.port1, channel.port2);
  const asked: WireRequest[] = [];
  channel.port2.onmessage = ({ data }: MessageEvent<ToThread>) => {
    if (data.type !== 'request') return;
    asked.push(data.request);
    const body = new TextEncoder().encode('{"data":[{"id":101}],"total":1}').buffer;
    const answer: FromThread = {
      type: 'answer',
      id: data.id,
      response: { kind: 'response', status: 200, statusText: 'OK', headers: [], body },
    };
    channel.port2.postMessage(answer, [body]);
  };
  const now = performance.timeOrigin + performance.now();
  channel.port2.postMessage({ type: 'ready', loadedAt: now, seededAt: now } satisfies FromThread);
  const thread: StartedThread = {
    worker: new EventTarget() as Worker,
    port: channel.port1,
    error: null,
    firstRequest,
  };
  holder[EARLY_THREAD_GLOBAL] = thread;
  return asked;
}

afterEach(() => {
  for (const port of ports.splice(0)) port.close();
  delete holder[EARLY_REQUEST_GLOBAL];
});

describe("the demo's page side", () => {
  it("sends the first screen's request once the key is minted, for the console's own to take", async () => {
    const asked = bootedThread(true);
    const { key } = await startDemo();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    const [sent] = asked;
    expect(sent?.method).toBe('POST');
    expect(new URL(sent?.url ?? '').pathname).toBe(FIRST_REQUEST.path);
    expect(new Headers(sent?.headers).get('authorization')).toBe(`Bearer ${key}`);
    expect(new TextDecoder().decode(sent?.body ?? undefined)).toBe(FIRST_REQUEST.body);
    // The console's identical request (src/api/http.ts) takes the answer instead of asking again.
    const taken = takeEarlyResponse(FIRST_REQUEST.path, FIRST_REQUEST.body, key);
    expect(await (await taken)?.json()).toEqual({ data: [{ id: 101 }], total: 1 });
    expect(asked).toHaveLength(1);
  });

  it('sends nothing before the console asks on any other view', async () => {
    const asked = bootedThread(false);
    const { transport, key } = await startDemo();
    expect(holder[EARLY_REQUEST_GLOBAL]).toBeUndefined();
    expect(asked).toEqual([]);
    const answer = await transport('/api/v1/tenant/1', { headers: { Authorization: key } });
    expect(answer.status).toBe(200);
    expect(asked.map((r) => r.url)).toEqual([`${location.origin}/api/v1/tenant/1`]);
  });
});
