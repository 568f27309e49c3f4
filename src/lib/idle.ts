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
