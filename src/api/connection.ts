/**
 * Where requests go. Set once at boot (demo: same origin + a demo key minted by the mock;
 * live: the configured base URL + the user's key) and on connect/sign-out. Screens never read it.
 */
export type Mode = 'demo' | 'live';
export interface Connection {
  mode: Mode;
  baseUrl: string;
  apiKey: string | null;
}

/**
 * How a request reaches the service: the browser's `fetch`, unless the connection's service
 * brings its own. The demo's does: it answers in this page until its worker controls the page
 * (mocks/browser.ts), so the first screen does not wait for a service worker to install.
 */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** The demo's in-browser service could not start: its transport fails every request so. */
export class ServiceStartError extends Error {
  override readonly name = 'ServiceStartError';
}

const browserFetch: Transport = (url, init) => fetch(url, init);

let current: Connection = { mode: 'demo', baseUrl: '', apiKey: null };
let ready: Promise<Transport | void> = Promise.resolve();
const listeners = new Set<() => void>();

export function getConnection(): Connection {
  return current;
}

/**
 * Sets where requests go. `until` is when that place can answer, with its own transport if it
 * has one: the demo renders at once while its in-browser service's page side is still
 * downloading, and requests wait for it (its thread then keeps them until it has seeded). Without `until`, a new key for the same place (signing in
 * again, signing out) keeps the place's readiness and transport.
 */
export function setConnection(next: Connection, until?: Promise<Transport | void>): void {
  const samePlace = next.mode === current.mode && next.baseUrl === current.baseUrl;
  current = next;
  ready = until ?? (samePlace ? ready : Promise.resolve());
  for (const l of listeners) l();
}

/**
 * Resolves, with how to send, when the current connection can answer; rejects if the demo
 * service failed to start.
 */
export async function connectionReady(): Promise<Transport> {
  return (await ready) ?? browserFetch;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
