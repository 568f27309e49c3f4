import type { WireRequest, WireResponse } from './thread-protocol';

/** A request as the page sent it to the demo's service thread (./thread-protocol.ts). */
export function fromWire(wire: WireRequest): Request {
  return new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
}

/** An answer as the thread sends it back; `error` is `HttpResponse.error()`, a network failure. */
export async function toWire(response: Response): Promise<WireResponse> {
  if (response.type === 'error') return { kind: 'error' };
  return {
    kind: 'response',
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  };
}
