/** The demo's MSW service worker: its script, and its registration kept across reloads. */

/** MSW's worker behind a filter: only the demo service's paths go through it (see the file). */
export const WORKER_URL = '/demo-worker.js';

/**
 * Every reload ends with the closing page telling the worker it was its last client (the next page
 * is not a client yet), so the worker unregisters itself, but only after the closing page's
 * requests still in flight have settled (a slow image or passthrough can take seconds). MSW's
 * start() meanwhile finds the registration and calls `registration.update()` without awaiting or
 * catching it; when the unregistration lands in between, that update rejects ("Failed to update
 * a ServiceWorker … demo-worker.js: Not found") as an uncaught error. This page is still
 * served by the worker that controls it, so the demo works; the rejection is handled here and
 * the worker registered again (register() revives an unregistering registration), which leaves
 * the same state as every other reload.
 */
export function reviveAfterLostUpdate(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  const message = reason instanceof Error ? reason.message : '';
  if (!message.startsWith('Failed to update a ServiceWorker') || !message.includes(WORKER_URL))
    return;
  event.preventDefault();
  navigator.serviceWorker.register(WORKER_URL).catch(() => {
    // Nothing to revive (the page is going away): the next load registers from scratch.
  });
}
