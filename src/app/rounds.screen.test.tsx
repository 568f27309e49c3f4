// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupScreens } from '@/test/screens';
import { summarise, type Seen } from '../../bench/rounds';
import { setScenario } from '../../mocks/lib/scenarios';
import { server } from '../../mocks/node';

const { render } = setupScreens();

/** Every API request the page makes from now on, with when it started and was answered. */
function record() {
  const seen: Seen[] = [];
  const open = new Map<string, number>();
  const key = (r: Request) => `${r.method} ${new URL(r.url).pathname}`;
  server.events.on('request:start', ({ requestId }) => {
    open.set(requestId, performance.now());
  });
  server.events.on('response:mocked', ({ request, requestId }) => {
    seen.push({ key: key(request), start: open.get(requestId) ?? NaN, end: performance.now() });
    open.delete(requestId);
  });
  /** Resolves once nothing has been open for 200 ms. */
  const settled = () =>
    waitFor(
      async () => {
        expect(open.size).toBe(0);
        await new Promise((r) => setTimeout(r, 200));
        expect(open.size).toBe(0);
      },
      { timeout: 5000 },
    );
  return { seen, settled };
}

/**
 * The screen at `url` once its code has loaded (a first render, then a second with a new cache):
 * the screen's loader travels with its code, and here its first import, not the service, would
 * be what the requests wait for.
 */
async function renderWarm(url: string, heading: string, { seen, settled }: Recorded) {
  const first = render(url);
  await screen.findByRole('heading', { level: 1, name: heading });
  // Its requests answered, so none lands in the second render's record.
  await settled();
  first.unmount();
  seen.length = 0;
  render(url);
  await screen.findByRole('heading', { level: 1, name: heading });
}

type Recorded = ReturnType<typeof record>;

/** The round each request was asked in (1: at once; 2: once another had been answered). */
const roundOf = (seen: Seen[]) =>
  Object.fromEntries([...summarise(seen).depth].map(([s, d]) => [s.key, d]));

describe('a screen asks for what it needs at once (a 60 ms service: a waterfall shows as rounds)', () => {
  let recorded: Recorded;
  let seen: Seen[];
  beforeEach(() => {
    setScenario({ name: 'slow', delayMs: 60 });
    recorded = record();
    seen = recorded.seen;
  });
  afterEach(() => server.events.removeAllListeners());

  // Each screen's requests, and the round each was asked in.
  it.each([
    {
      what: 'the action page: its runs, the binding pickers and the tenant beside the action; its contract and wallet once it has come',
      url: '/actions/9001',
      heading: 'Emergency withdraw from Aave pool',
      rounds: {
        'GET /api/v1/action/9001': 1,
        'GET /api/v1/tenant/1': 1,
        'POST /api/v1/action/execution/search': 1,
        'POST /api/v1/detector/search': 1,
        'POST /api/v1/trigger/search': 1,
        'POST /api/v1/contract/search': 1,
        // They are named by the action: asked for the moment it came, before its page had drawn.
        'GET /api/v1/contract/1004': 2,
        'GET /api/v1/contract/1016': 2,
      },
    },
    {
      what: 'the builder, editing: what it picks from beside the action, its contract once it has come',
      url: '/actions/9001/edit',
      heading: 'Edit action',
      rounds: {
        'GET /api/v1/action/9001': 1,
        'GET /api/v1/tenant/1': 1,
        'POST /api/v1/contract/search': 1,
        'POST /api/v1/detector/search': 1,
        'POST /api/v1/trigger/search': 1,
        'POST /api/v1/destination/search': 1,
        'GET /api/v1/contract/1004': 2,
      },
    },
    {
      what: 'a contract: the tenant beside it, its project once it has come',
      url: '/contracts/1001',
      heading: 'USD Coin',
      rounds: {
        'GET /api/v1/contract/1001': 1,
        'GET /api/v1/tenant/1': 1,
        'GET /api/v1/project/101': 2,
      },
    },
  ])('$what', async ({ url, heading, rounds }) => {
    await renderWarm(url, heading, recorded);
    await waitFor(() => expect(seen).toHaveLength(Object.keys(rounds).length));
    expect(roundOf(seen)).toEqual(rounds);
    expect(summarise(seen).repeats).toBe(0);
  });

  it('a project: its documents and its contracts’ count beside it, in one round', async () => {
    await renderWarm('/projects/101', 'Treasury Operations', recorded);
    await waitFor(() => expect(seen).toHaveLength(4));
    expect(summarise(seen)).toMatchObject({ rounds: 1, repeats: 0 });
  });
});
