import { getResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { projectEndpoints } from '../../src/api/project/endpoints';
import { finishStore, initStore } from '../db/init';
import { beginStore } from '../db/persistence';
import { seed } from '../db/seed';
import { db, Store } from '../db/store';
import { mintKey } from '../lib/auth';
import { createHandlers } from '.';
import { firstScreenHandlers, isFirstScreenRequest } from './first';

const ORIGIN = 'http://demo.test';
const PATH = projectEndpoints.projectSearch.path;
const URL = `${ORIGIN}${PATH}`;
/** The projects list's first page in its default view (src/lib/first-screen.ts). */
const FIRST_PAGE = '{"sort":[{"field":"name","order":"Asc"}],"from":0,"size":25,"trackTotal":true}';

async function search(handlers: ReturnType<typeof createHandlers>, key: string, body: string) {
  const request = new Request(URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body,
  });
  const response = await getResponse(handlers, request);
  return { status: response?.status, body: (await response?.json()) as unknown };
}

describe("the demo thread's first stage", () => {
  afterAll(() => initStore());

  it("answers the first screen's request from the seed's first part as the whole service does", async () => {
    const key = await mintKey({ tenantId: 1 });
    const other = await mintKey({ tenantId: 2 });
    const filtered = JSON.stringify({ where: 'tags:defi', size: 2, trackTotal: true });
    const begun = beginStore();
    expect(begun).not.toBeNull();
    const first = firstScreenHandlers(ORIGIN);
    const early = [
      await search(first, key, FIRST_PAGE),
      await search(first, key, filtered),
      await search(first, other, FIRST_PAGE),
      await search(first, 'not-a-key', FIRST_PAGE),
    ];
    expect(early[0]?.status).toBe(200);
    expect((early[0]?.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(early[3]?.status).toBe(401);

    if (begun) finishStore(begun);
    const whole = createHandlers({ origin: ORIGIN });
    expect([
      await search(whole, key, FIRST_PAGE),
      await search(whole, key, filtered),
      await search(whole, other, FIRST_PAGE),
      await search(whole, 'not-a-key', FIRST_PAGE),
    ]).toEqual(early);
  });

  it('leaves, once the rest of the seed has run, the store the seed makes in one piece', () => {
    const begun = beginStore();
    if (begun) finishStore(begun);
    const whole = new Store();
    seed(whole);
    expect(db.snapshot()).toEqual(whole.snapshot());
  });

  it('tells its request by method, path and origin', () => {
    expect(isFirstScreenRequest('POST', URL, ORIGIN)).toBe(true);
    expect(isFirstScreenRequest('GET', URL, ORIGIN)).toBe(false);
    expect(isFirstScreenRequest('POST', `${ORIGIN}/api/v1/contract/search`, ORIGIN)).toBe(false);
    expect(isFirstScreenRequest('POST', `http://elsewhere.test${PATH}`, ORIGIN)).toBe(false);
  });
});
