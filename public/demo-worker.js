/*
 * The demo's service worker: MSW's own worker (mockServiceWorker.js, kept up to date by MSW's
 * install step), behind a filter. MSW's worker sends every request of the page to the page and
 * waits for its answer, so each of the app's script chunks, styles and icons waited on a busy
 * main thread (200–700 ms a chunk on an action page). Only the demo service's own paths on this
 * origin are the mock's business; everything else goes to the network without a round trip.
 * This listener is registered before MSW's, so stopping the event here means MSW never sees it.
 */
const MOCKED = /^\/(api|__demo)\//;

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !MOCKED.test(url.pathname)) {
    event.stopImmediatePropagation();
  }
});

self.importScripts('./mockServiceWorker.js');
