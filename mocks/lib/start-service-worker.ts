import type { WireResponse } from './thread-protocol';
import { WORKER_URL } from './service-worker-revive';
import { nextIdle } from './settled-gate';
import { toResponse } from './thread-wire';

/**
 * Puts the demo's requests under MSW's service worker, whose one handler hands each request of
 * this origin to the service thread (`ask`), so that they show in the network panel. Resolves
 * true once the worker answers, false for a page that stays with the thread.
 */
export async function startServiceWorker(
  ask: (request: Request) => Promise<WireResponse>,
): Promise<boolean> {
  // A page loaded past its worker (a hard reload while another tab keeps it registered) is
  // one MSW reloads to put under the worker: after the first screen, a second load the user
  // would see. Such a page keeps asking the thread directly. (Unregistering first does not
  // help: the next register() revives the same registration, which never claims this page.)
  const registration = await navigator.serviceWorker.getRegistration();
  const ours = [registration?.active, registration?.waiting, registration?.installing].some((w) =>
    w?.scriptURL.endsWith(WORKER_URL),
  );
  if (!navigator.serviceWorker.controller && ours) {
    performance.mark('vigil:demo-stays-in-page');
    return false;
  }
  // MSW's worker side (its request interceptors, ~20 kB gzip) loads here, once the page is
  // idle. Its core, its browser side and the worker's start each in an idle moment of their
  // own: loaded together, their modules evaluated in one task of ~40 ms at 1x (Lighthouse's
  // slowed phone: ~170 ms, most of the action page's blocking time in the demo).
  const { http, passthrough, HttpResponse } = await import('msw');
  await nextIdle();
  const { setupWorker } = await import('msw/browser');
  await nextIdle();
  const relay = http.all(`${location.origin}/*`, async ({ request }) => {
    const answer = await ask(request);
    if (answer.kind === 'unhandled') return passthrough();
    return answer.kind === 'error' ? HttpResponse.error() : toResponse(answer);
  });
  await setupWorker(relay).start({
    serviceWorker: { url: WORKER_URL },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  performance.mark('vigil:demo-ready');
  return true;
}
