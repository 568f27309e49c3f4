/**
 * Re-authentication in place. When the service refuses the key (401), whoever notices asks here;
 * the shell shows one dialog over the page, and everyone waiting learns whether a new key was
 * given. Nothing navigates away, so nothing typed is lost.
 */
type Resolve = (ok: boolean) => void;

let pending: { promise: Promise<boolean>; resolve: Resolve } | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Asks for a new key; resolves true once one is in place, false when the user gives up. */
export function requestReauth(): Promise<boolean> {
  if (!pending) {
    let resolve: Resolve = () => undefined;
    const promise = new Promise<boolean>((r) => (resolve = r));
    pending = { promise, resolve };
    notify();
  }
  return pending.promise;
}

/** Called by the dialog: a new key is in place (true) or the user signed out (false). */
export function settleReauth(ok: boolean): void {
  const p = pending;
  pending = null;
  notify();
  p?.resolve(ok);
}

export const isReauthPending = (): boolean => pending !== null;

export function subscribeReauth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
