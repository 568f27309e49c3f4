import { useSyncExternalStore } from 'react';

/** Whether times are shown in UTC instead of local time; one preference for the whole console. */
const KEY = 'vigil.utc';
const listeners = new Set<() => void>();
let utc = typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === '1';

export function setUtc(next: boolean): void {
  utc = next;
  localStorage.setItem(KEY, next ? '1' : '0');
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useUtc(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => utc,
    () => utc,
  );
}
