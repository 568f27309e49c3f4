import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from './index';

/** The browser worker answers only its own origin; everything else goes to the network. */
describe('handler origin', () => {
  const handlers = createHandlers({ origin: 'http://console.test' });

  it('answers requests to its own origin', async () => {
    const res = await getResponse(handlers, new Request('http://console.test/api/v1/user/me'));
    expect(res?.status).toBe(401);
  });

  it('leaves any other base URL to the network', async () => {
    for (const url of [
      'https://monitor.example.com/api/v1/user/me',
      'http://localhost:9/api/v1/user/me',
      'http://console.test.evil.example/api/v1/user/me',
    ]) {
      expect(await getResponse(handlers, new Request(url))).toBeUndefined();
    }
    expect(
      await getResponse(
        handlers,
        new Request('http://other.test/__demo/reset', { method: 'POST' }),
      ),
    ).toBeUndefined();
  });

  it('answers every host when no origin is given (Node and the HTTP server)', async () => {
    const res = await getResponse(createHandlers(), new Request('http://any.test/api/v1/user/me'));
    expect(res?.status).toBe(401);
  });
});
