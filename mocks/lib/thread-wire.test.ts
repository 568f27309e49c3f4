import { describe, expect, it } from 'vitest';
import { fromWire, toResponse, toWire } from './thread-wire';

describe('the wire between the page and the demo thread', () => {
  it('carries a request and its answer both ways', async () => {
    const body = new TextEncoder().encode('{"size":25}').buffer;
    const request = fromWire({
      url: 'http://demo.test/api/v1/project/search',
      method: 'POST',
      headers: [['content-type', 'application/json']],
      body,
    });
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ size: 25 });

    const wire = await toWire(Response.json({ data: [] }, { status: 201, statusText: 'Created' }));
    if (wire.kind !== 'response') throw new Error(`expected a response, got ${wire.kind}`);
    const response = toResponse(wire);
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Created');
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await response.json()).toEqual({ data: [] });
  });

  it('says a network failure as such, and gives a 204 no body', async () => {
    expect(await toWire(Response.error())).toEqual({ kind: 'error' });
    const wire = await toWire(new Response(null, { status: 204 }));
    if (wire.kind !== 'response') throw new Error(`expected a response, got ${wire.kind}`);
    const response = toResponse(wire);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});
