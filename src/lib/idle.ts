/**
 * Runs `run` once the browser is idle (Safari has no requestIdleCallback: a short timeout
 * there). Returns what cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * Resolves after `ms` (by default on the next turn of the event loop: what ran before ends its
 * task, so that no single task is long, which is what a slow phone's user feels and Lighthouse's
 * blocking time counts).
 */
export function delay(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Settles at the person's first use of the page: pointer, touch, keys, wheel. */
let engaged: Promise<void> | undefined;
const firstUse = () =>
  new Promise<void>((resolve) => {
    const done = new AbortController();
    for (const type of ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel']) {
      const used = () => (done.abort(), resolve());
      addEventListener(type, used, { capture: true, passive: true, signal: done.signal });
    }
  });

/**
 * Runs `run` once the browser is idle after the person has first used the page (moved the
 * pointer, touched, typed, turned the wheel): code a page may need later, its dialogs', loads
 * while they read, not while the page is still loading and drawing (on a slow phone that was
 * 100-200 ms of compiling in one task, right after the first paint). Once they have, as soon as
 * the browser is idle. Returns what cancels it.
 */
export function whenEngaged(run: () => void): () => void {
  let cancel: (() => void) | undefined;
  let live = true;
  void (engaged ??= firstUse()).then(() => {
    if (live) cancel = whenIdle(run);
  });
  return () => {
    live = false;
    cancel?.();
  };
}
