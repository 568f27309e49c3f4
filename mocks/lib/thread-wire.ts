/** The wire both ways: the thread's side (requests in, answers out) and the page's (answers in). */
import type { WireRequest, WireResponse } from './thread-protocol';

/** A request as the page sent it to the demo's service thread (./thread-protocol.ts). */
export function fromWire(wire: WireRequest): Request {
  return new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
}

/** An answer as the thread sends it back; `error` is a network failure (`Response.error()`). */
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

/** Statuses whose responses carry no body (the Response constructor refuses one, even empty). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** An answer from the thread, as the page's fetch would have it. */
export function toResponse(answer: Extract<WireResponse, { kind: 'response' }>): Response {
  return new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}
