import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * An IntersectionObserver the test drives (undo with `vi.unstubAllGlobals()`): the returned
 * `show()` brings every observed element in view.
 */
export function stubIntersectionObserver(): () => void {
  const observers: { cb: IntersectionObserverCallback; els: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { cb: IntersectionObserverCallback; els: Element[] };
      constructor(cb: IntersectionObserverCallback) {
        this.entry = { cb, els: [] };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.els.push(el);
      }
      disconnect() {
        this.entry.els = [];
      }
    },
  );
  return () =>
    act(() => {
      for (const o of observers)
        o.cb(
          o.els.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    });
}
