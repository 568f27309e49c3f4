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
const listeners = new Set<() => void>();

export function getConnection(): Connection {
  return current;
}

export function setConnection(next: Connection): void {
  current = next;
  for (const l of listeners) l();
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
