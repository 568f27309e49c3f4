import { getResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { finishStore, initStore } from '../db/init';
import { beginStore } from '../db/persistence';
import { seed } from '../db/seed';
import { db, Store } from '../db/store';
import { mintKey } from '../lib/auth';
import { createHandlers } from '.';
import { answerFirstScreen } from './first';

const ORIGIN = 'http://demo.test';
/** The projects list's first page in its default view (src/lib/first-screen.ts). */
const FIRST_PAGE = '{"sort":[{"field":"name","order":"Asc"}],"from":0,"size":25,"trackTotal":true}';
const FILTERED = JSON.stringify({ where: "tags = 'defi'", size: 2, trackTotal: true });

const search = (key: string, body: string) =>
  new Request(`${ORIGIN}/api/v1/project/search`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body,
  });
const tenant = (key: string, id: string) =>
  new Request(`${ORIGIN}/api/v1/tenant/${id}`, { headers: { Authorization: `Bearer ${key}` } });

async function read(response: Promise<Response | undefined> | undefined) {
  const answer = await response;
  return { status: answer?.status, body: (await answer?.json()) as unknown };
}

describe("the demo thread's first stage", () => {
  afterAll(() => initStore());

  it("answers the first screen's requests from the seed's first part as the whole service does", async () => {
    const a = await mintKey({ tenantId: 1 });
    const b = await mintKey({ tenantId: 2 });
    const requests = () => [
      search(a, FIRST_PAGE),
      search(a, FILTERED),
      search(b, FIRST_PAGE),
      search('not-a-key', FIRST_PAGE),
      tenant(a, '1'),
      tenant(b, '2'),
      tenant(a, '2'),
      tenant(a, '999'),
    ];
    const begun = beginStore();
    expect(begun).not.toBeNull();
    const early = [];
    for (const request of requests()) early.push(await read(answerFirstScreen(request, ORIGIN)));
    expect(early.map((e) => e.status)).toEqual([200, 200, 200, 401, 200, 200, 404, 404]);
    expect((early[0]?.body as { data: unknown[] }).data.length).toBeGreaterThan(0);

    if (begun) finishStore(begun);
    const handlers = createHandlers({ origin: ORIGIN });
    const whole = [];
    for (const request of requests()) whole.push(await read(getResponse(handlers, request)));
    expect(whole).toEqual(early);
  });

  it('leaves, once the rest of the seed has run, the store the seed makes in one piece', () => {
    const begun = beginStore();
    if (begun) finishStore(begun);
    const whole = new Store();
    seed(whole);
    expect(db.snapshot()).toEqual(whole.snapshot());
  });

  it('leaves every other request to the rest, at once', async () => {
    const key = await mintKey({ tenantId: 1 });
    const others = [
      new Request(`${ORIGIN}/api/v1/project/search`, {
        headers: { Authorization: `Bearer ${key}` },
      }),
      new Request(`${ORIGIN}/api/v1/contract/search`, { method: 'POST', body: FIRST_PAGE }),
      new Request('http://elsewhere.test/api/v1/project/search', {
        method: 'POST',
        body: FIRST_PAGE,
      }),
      tenant(key, 'search'),
      tenant(key, '1/dashboard/usage'),
      new Request(`${ORIGIN}/api/v1/tenant/1`, { method: 'PUT', body: '{}' }),
      new Request(`${ORIGIN}/api/v1/project/1`),
    ];
    for (const request of others) expect(answerFirstScreen(request, ORIGIN)).toBeUndefined();
  });
});
