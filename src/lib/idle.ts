/**
 * Runs `run` once the browser is idle, at the latest after `timeout` ms when one is given (Safari
 * has no requestIdleCallback: a short timeout there). Returns what cancels it.
 */
export function whenIdle(run: () => void, timeout?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
