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

let current: Connection = { mode: 'demo', baseUrl: '', apiKey: null };
let ready: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();

export function getConnection(): Connection {
  return current;
}

/**
 * Sets where requests go. `until` is when that place can answer: the demo renders at once while
 * its in-browser service is still downloading and starting, and requests wait for it.
 */
export function setConnection(next: Connection, until: Promise<unknown> = Promise.resolve()): void {
  current = next;
  ready = until;
  for (const l of listeners) l();
}

/** Resolves when the current connection can answer; rejects if the demo service failed to start. */
export function connectionReady(): Promise<unknown> {
  return ready;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
