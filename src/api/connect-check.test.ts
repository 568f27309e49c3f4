// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://console.test/" }
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { NetworkError, apiFetch } from './http';

/** A mock on the page's own origin, as the demo's service worker is in the browser. */
const server = setupServer(
  mswHttp.get('*/api/v1/user/me', () => HttpResponse.json({ id: 1, name: 'the mock' })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const me = (baseUrl: string) =>
  apiFetch({
    method: 'GET',
    path: '/api/v1/user/me',
    schema: z.looseObject({ id: z.number() }),
    connection: { baseUrl, apiKey: 'k.e.y' },
  });

describe('the connect page’s try of a key', () => {
  it('on the page’s own origin goes past the demo’s mock, to the network', async () => {
    // Nothing serves console.test: the network's answer is no answer.
    await expect(me('http://console.test')).rejects.toBeInstanceOf(NetworkError);
  });

  it('elsewhere is sent as any request (the mock does not answer another origin in a browser)', async () => {
    await expect(me('http://service.test')).resolves.toEqual({ id: 1, name: 'the mock' });
  });
});
