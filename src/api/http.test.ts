import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { EARLY_REQUEST_GLOBAL } from './early-request';
import { ServiceStartError, setConnection, type Transport } from './connection';
import { ApiError, NetworkError, ResponseShapeError, apiFetch, errorMessage } from './http';

const BASE = 'http://svc.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => setConnection({ mode: 'live', baseUrl: `${BASE}/`, apiKey: 'k.e.y' }));

const Thing = z.looseObject({ id: z.number(), name: z.string() });

describe('apiFetch', () => {
  it('sends the bearer and JSON to base URL + path, parses the body with the schema', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown; url: string } | null =
      null;
    server.use(
      mswHttp.post(`${BASE}/api/v1/thing`, async ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          body: await request.json(),
          url: request.url,
        };
        return HttpResponse.json({ id: 1, name: 'a', extra: true });
      }),
    );
    const res = await apiFetch({
      method: 'POST',
      path: '/api/v1/thing',
      body: { q: 1 },
      query: { refresh: 'true', skip: undefined },
      schema: Thing,
    });
    expect(res).toEqual({ id: 1, name: 'a', extra: true });
    expect(seen).toEqual({
      auth: 'Bearer k.e.y',
      type: 'application/json',
      body: { q: 1 },
      url: `${BASE}/api/v1/thing?refresh=true`,
    });
  });

  it("turns the interface's error body into ApiError {statusCode, message, errors}", async () => {
    server.use(
      mswHttp.post(`${BASE}/api/v1/thing`, () =>
        HttpResponse.json(
          { statusCode: 400, message: 'Validation failed', errors: ['name: required', 7] },
          { status: 400 },
        ),
      ),
    );
    const err = await apiFetch({
      method: 'POST',
      path: '/api/v1/thing',
      body: {},
      schema: Thing,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      statusCode: 400,
      message: 'Validation failed',
      errors: ['name: required'],
    });
  });

  it('still gives a typed ApiError when the failure body is not the error shape', async () => {
    server.use(
      mswHttp.get(
        `${BASE}/api/v1/thing/1`,
        () =>
          new HttpResponse('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const err = await apiFetch({ method: 'GET', path: '/api/v1/thing/1', schema: Thing }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({
      name: 'ApiError',
      statusCode: 502,
      message: 'Bad Gateway',
      errors: [],
    });
  });

  it('marks 401 as unauthorized', async () => {
    server.use(
      mswHttp.get(`${BASE}/api/v1/thing/1`, () =>
        HttpResponse.json(
          { statusCode: 401, message: 'API key expired', errors: [] },
          { status: 401 },
        ),
      ),
    );
    const err = await apiFetch({ method: 'GET', path: '/api/v1/thing/1', schema: Thing }).catch(
      (e: unknown) => e,
    );
    expect(err instanceof ApiError && err.isUnauthorized).toBe(true);
  });

  it('distinguishes a network failure', async () => {
    server.use(mswHttp.get(`${BASE}/api/v1/thing/1`, () => HttpResponse.error()));
    const err = await apiFetch({ method: 'GET', path: '/api/v1/thing/1', schema: Thing }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).not.toBeInstanceOf(ApiError);
  });

  it('rejects a 200 body that does not match the schema, naming the field', async () => {
    server.use(mswHttp.get(`${BASE}/api/v1/thing/1`, () => HttpResponse.json({ id: 'one' })));
    const err = await apiFetch({ method: 'GET', path: '/api/v1/thing/1', schema: Thing }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ResponseShapeError);
    expect((err as ResponseShapeError).issues.join(' ')).toMatch(/id/);
  });

  it('rejects a 200 body that is not JSON', async () => {
    server.use(
      mswHttp.get(`${BASE}/api/v1/thing/1`, () => new HttpResponse('ok', { status: 200 })),
    );
    await expect(
      apiFetch({ method: 'GET', path: '/api/v1/thing/1', schema: Thing }),
    ).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('passes an abort through as an abort, not a network error', async () => {
    server.use(
      mswHttp.get(`${BASE}/api/v1/thing/1`, async () => {
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({ id: 1, name: 'a' });
      }),
    );
    const ctrl = new AbortController();
    const p = apiFetch({
      method: 'GET',
      path: '/api/v1/thing/1',
      schema: Thing,
      signal: ctrl.signal,
    });
    ctrl.abort();
    const err = await p.catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'AbortError' });
  });

  it('sends no Authorization header without a key, and uses an override connection', async () => {
    let auth: string | null = 'unset';
    server.use(
      mswHttp.get('http://other.test/api/v1/user/me', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ id: 1, name: 'me' });
      }),
    );
    await apiFetch({
      method: 'GET',
      path: '/api/v1/user/me',
      schema: Thing,
      connection: { baseUrl: 'http://other.test', apiKey: null },
    });
    expect(auth).toBeNull();
  });
});

describe('a connection whose service is still starting (the demo)', () => {
  it('sends nothing until the service is ready, then sends once', async () => {
    let calls = 0;
    server.use(
      mswHttp.get(`${BASE}/api/v1/thing`, () => {
        calls += 1;
        return HttpResponse.json({ id: 1, name: 'a' });
      }),
    );
    let start!: () => void;
    const starting = new Promise<void>((resolve) => (start = resolve));
    setConnection({ mode: 'demo', baseUrl: BASE, apiKey: 'k.e.y' }, starting);
    const answer = apiFetch({ method: 'GET', path: '/api/v1/thing', schema: Thing });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toBe(0);
    start();
    await expect(answer).resolves.toEqual({ id: 1, name: 'a' });
    expect(calls).toBe(1);
  });

  it("sends through the service's own transport, and keeps it when only the key changes", async () => {
    let networkCalls = 0;
    server.use(
      mswHttp.get(`${BASE}/api/v1/thing`, () => {
        networkCalls += 1;
        return HttpResponse.json({ id: 0, name: 'network' });
      }),
    );
    const sent: string[] = [];
    const inPage = (url: string, init: RequestInit) => {
      sent.push(`${init.method ?? 'GET'} ${url} ${new Headers(init.headers).get('Authorization')}`);
      return Promise.resolve(Response.json({ id: 2, name: 'in the page' }));
    };
    setConnection({ mode: 'demo', baseUrl: BASE, apiKey: 'k.e.y' }, Promise.resolve(inPage));
    const thing = { method: 'GET' as const, path: '/api/v1/thing', schema: Thing };
    await expect(apiFetch(thing)).resolves.toEqual({ id: 2, name: 'in the page' });
    setConnection({ mode: 'demo', baseUrl: BASE, apiKey: 'n.e.w' });
    await expect(apiFetch(thing)).resolves.toEqual({ id: 2, name: 'in the page' });
    expect(sent).toEqual([
      `GET ${BASE}/api/v1/thing Bearer k.e.y`,
      `GET ${BASE}/api/v1/thing Bearer n.e.w`,
    ]);
    // A request made with its own connection (the connect page trying a key) is the network's.
    const live = { mode: 'live' as const, baseUrl: BASE, apiKey: 'l.i.v.e' };
    await expect(apiFetch({ ...thing, connection: live })).resolves.toEqual({
      id: 0,
      name: 'network',
    });
    // Another place is reached its own way.
    setConnection(live);
    await expect(apiFetch(thing)).resolves.toEqual({ id: 0, name: 'network' });
    expect(networkCalls).toBe(2);
    expect(sent).toHaveLength(2);
  });

  it("answers a failed start the demo's transport reports as the same network error", async () => {
    const failing: Transport = () => Promise.reject(new ServiceStartError('worker failed'));
    setConnection({ mode: 'demo', baseUrl: BASE, apiKey: 'k.e.y' }, Promise.resolve(failing));
    const err = await apiFetch({ method: 'GET', path: '/api/v1/thing', schema: Thing }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as NetworkError).message).toMatch(/could not start.*Reload/);
    expect((err as NetworkError).cause).toBeInstanceOf(ServiceStartError);
  });

  it('answers a failed start as a network error that says to reload', async () => {
    const failed = Promise.reject(new Error('worker registration failed'));
    failed.catch(() => undefined);
    setConnection({ mode: 'demo', baseUrl: BASE, apiKey: 'k.e.y' }, failed);
    const err = await apiFetch({ method: 'GET', path: '/api/v1/thing', schema: Thing }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as NetworkError).message).toMatch(/could not start.*Reload/);
  });
});

describe("the first screen's request sent early (the head's script, the demo's thread)", () => {
  const holder = globalThis as unknown as Record<string, unknown>;
  const URL = `${BASE}/api/v1/project/search`;
  const BODY = { sort: [{ field: 'name', order: 'Asc' }], size: 25 };
  const early = (over: Partial<{ url: string; body: string; key: string }> = {}) => {
    holder[EARLY_REQUEST_GLOBAL] = {
      url: URL,
      body: JSON.stringify(BODY),
      key: 'k.e.y',
      response: Promise.resolve(HttpResponse.json({ id: 1, name: 'sent early' })),
      ...over,
    };
  };
  let sent = 0;
  beforeEach(() => {
    sent = 0;
    server.use(
      mswHttp.post(URL, () => {
        sent += 1;
        return HttpResponse.json({ id: 2, name: 'sent now' });
      }),
    );
  });
  afterEach(() => {
    delete holder[EARLY_REQUEST_GLOBAL];
  });
  const search = () =>
    apiFetch({ method: 'POST', path: '/api/v1/project/search', body: BODY, schema: Thing });

  it('answers the same request (URL, body, key) with it, once', async () => {
    early();
    expect(await search()).toEqual({ id: 1, name: 'sent early' });
    expect(sent).toBe(0);
    expect(holder[EARLY_REQUEST_GLOBAL]).toBeUndefined();
    expect(await search()).toEqual({ id: 2, name: 'sent now' });
    expect(sent).toBe(1);
  });

  it('reports its failure as the request would have', async () => {
    early();
    (holder[EARLY_REQUEST_GLOBAL] as { response: Promise<Response> }).response = Promise.reject(
      new TypeError('Failed to fetch'),
    );
    await expect(search()).rejects.toBeInstanceOf(NetworkError);
    expect(sent).toBe(0);
  });

  it('is dropped by the first request to its URL that asks otherwise, and waits for that one', async () => {
    early({ key: 'another.k.ey' });
    expect(await search()).toEqual({ id: 2, name: 'sent now' });
    expect(holder[EARLY_REQUEST_GLOBAL]).toBeUndefined();
    early({ body: '{"size":10}' });
    expect(await search()).toEqual({ id: 2, name: 'sent now' });
    expect(holder[EARLY_REQUEST_GLOBAL]).toBeUndefined();
    early();
    server.use(
      mswHttp.get(`${BASE}/api/v1/tenant/1`, () => HttpResponse.json({ id: 1, name: 't' })),
    );
    await apiFetch({ method: 'GET', path: '/api/v1/tenant/1', schema: Thing });
    expect(holder[EARLY_REQUEST_GLOBAL]).toBeDefined();
    expect(sent).toBe(2);
  });

  it('is not taken by a request with a connection of its own', async () => {
    early();
    await apiFetch({
      method: 'POST',
      path: '/api/v1/project/search',
      body: BODY,
      schema: Thing,
      connection: { baseUrl: BASE, apiKey: 'k.e.y' },
    });
    expect(sent).toBe(1);
    expect(holder[EARLY_REQUEST_GLOBAL]).toBeDefined();
  });

  it("is taken in demo mode, where the service's thread left it, instead of its transport", async () => {
    let asked = 0;
    const thread: Transport = () => {
      asked += 1;
      return Promise.resolve(Response.json({ id: 3, name: 'asked the thread' }));
    };
    setConnection({ mode: 'demo', baseUrl: BASE, apiKey: 'k.e.y' }, Promise.resolve(thread));
    early();
    expect(await search()).toEqual({ id: 1, name: 'sent early' });
    expect(await search()).toEqual({ id: 3, name: 'asked the thread' });
    expect([asked, sent]).toEqual([1, 0]);
  });
});

describe('errorMessage of a 403', () => {
  it('explains the refusal with the reason the service gave', () => {
    const e = new ApiError(403, 'Forbidden', [
      'roles: this key (extractor-event) may not change users; it needs admin or extractor-admin',
    ]);
    expect(errorMessage(e)).toBe(
      'Not allowed: this key (extractor-event) may not change users; it needs admin or extractor-admin',
    );
  });

  it('still says what happened when the service gave no reason', () => {
    expect(errorMessage(new ApiError(403, 'Forbidden'))).toBe(
      "Not allowed: Forbidden — this key's roles do not permit it",
    );
  });
});
