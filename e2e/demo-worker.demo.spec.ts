import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { demoServiceReady } from './fixtures';

/**
 * A slow request of the closing page, held until released. It must be one the worker handles
 * (only the demo service's paths on this origin reach MSW; see public/demo-worker.js): an /api/
 * path no handler answers, which MSW passes through to the network, where it is held.
 */
async function holdingRoute(context: BrowserContext) {
  const held: Route[] = [];
  const path = '/api/v1/held-by-test';
  await context.route(`**${path}`, (route) => {
    held.push(route);
  });
  return {
    url: path,
    release() {
      for (const route of held.splice(0)) void route.fulfill({ status: 204 }).catch(() => {});
    },
    close: () => context.unroute(`**${path}`),
  };
}

/** The page's uncaught errors and console errors, as they happen. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

test.describe('the demo service worker', () => {
  test('a reload racing the worker unregistering itself starts the demo without an uncaught error', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const hold = await holdingRoute(page.context());
    try {
      await page.goto('/projects/101');
      await expect(page.getByRole('heading', { name: 'Treasury Operations' })).toBeVisible();
      // The closing page's request must go through the worker, which starts once the page is idle.
      await demoServiceReady(page);
      await page.exposeFunction('vigilReleaseHeld', () => hold.release());
      // The interleaving seen in about 1 of 25 loads, made certain: the next page's mock start
      // finds the worker's registration; only then does the closing page's in-flight request
      // settle, and the worker, told its last client closed, unregisters itself; then MSW calls
      // update() on the registration it found.
      await page.addInitScript(() => {
        const container = navigator.serviceWorker;
        const lookup = container.getRegistrations.bind(container);
        let first = true;
        container.getRegistrations = async () => {
          const found = await lookup();
          if (!first || found.length === 0) return found;
          first = false;
          await (window as unknown as { vigilReleaseHeld: () => Promise<void> }).vigilReleaseHeld();
          for (let i = 0; i < 250 && (await lookup()).length > 0; i++)
            await new Promise((r) => setTimeout(r, 20));
          return found;
        };
        // Marks when an update settles, passing a rejection on unhandled, as MSW leaves it.
        const proto = ServiceWorkerRegistration.prototype;
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its registration below
        const update = proto.update;
        const w = window as unknown as { vigilUpdates: number };
        w.vigilUpdates = 0;
        proto.update = function (this: ServiceWorkerRegistration) {
          return update.call(this).then(
            (r) => {
              w.vigilUpdates += 1;
              return r;
            },
            (e: unknown) => {
              w.vigilUpdates += 1;
              throw e;
            },
          );
        };
      });
      await page.evaluate((url) => {
        void fetch(url).catch(() => undefined);
      }, hold.url);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Treasury Operations' })).toBeVisible();
      await page.waitForFunction(
        () => (window as unknown as { vigilUpdates: number }).vigilUpdates > 0,
        null,
        {
          timeout: 15_000,
        },
      );
      await page.waitForTimeout(100);
      expect(errors).toEqual([]);
      // The demo keeps a registered worker for the next load, as after every other reload.
      await expect
        .poll(() =>
          page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
        )
        .toBe(1);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Treasury Operations' })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await hold.close();
    }
  });

  test('a page loaded past its worker (a hard reload) is not loaded a second time', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    // A second tab keeps the worker registered (a reload of the last tab unregisters it).
    const other = await page.context().newPage();
    await other.goto('/projects');
    await demoServiceReady(other);
    await page.goto('/projects');
    await demoServiceReady(page);
    // What Shift+Reload does: the next page bypasses the worker and is not controlled by it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await cdp.send('Network.setBypassServiceWorker', { bypass: false });
    // Answered in the page, now and after the page is idle, without a second load.
    await expect(page.getByRole('link', { name: 'Treasury Operations' }).first()).toBeVisible();
    await page.waitForFunction(
      () => performance.getEntriesByName('vigil:demo-stays-in-page').length > 0,
    );
    await page.getByRole('link', { name: 'Actions', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Actions', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(loads).toBe(1);
    expect(errors).toEqual([]);
  });

  test('answers only the demo service; the files of the app go straight to the network', async ({
    page,
  }) => {
    const viaWorker: string[] = [];
    const direct: string[] = [];
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (!/^\/(assets|api)\//.test(pathname)) return;
      (r.fromServiceWorker() ? viaWorker : direct).push(pathname);
    });
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'Treasury Operations' }).first()).toBeVisible();
    // The first screen's answers come from the page itself; the worker starts once it is idle.
    await demoServiceReady(page);
    // A screen whose chunks load after the worker controls the page.
    await page.getByRole('link', { name: 'Actions', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Actions', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(viaWorker.some((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(viaWorker.filter((p) => p.startsWith('/assets/'))).toEqual([]);
    expect(direct.some((p) => p.startsWith('/assets/') && p.endsWith('.js'))).toBe(true);
  });

  test('the console renders while its service is on its way, and its requests wait for it', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/');
    await page.evaluate(async () => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    });
    // Hold the demo service's thread (MSW, seed, handlers) until the shell is on screen.
    const held: (() => void)[] = [];
    // Held until released, once: MSW reloads a page it finds uncontrolled beside a registration
    // (here, the one unregistered above, until it is gone), and that load must not wait again.
    let holding = true;
    await page.route('**/assets/service-thread-*.js', async (route) => {
      if (holding) await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Demo mode')).toBeVisible();
    expect(held.length).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Treasury Operations' })).toHaveCount(0);
    holding = false;
    for (const release of held.splice(0)) release();
    await expect(page.getByRole('link', { name: 'Treasury Operations' }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('answers from its own thread, and keeps a change before the console hears of it', async ({
    page,
  }) => {
    await page.goto('/projects/102');
    await expect(
      page.getByRole('heading', { name: 'Lending Protocol v2', level: 1 }),
    ).toBeVisible();
    // The service's code runs in a worker of its own, not in the page.
    expect(page.workers().map((w) => new URL(w.url()).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/service-thread-[\w-]+\.js$/),
    ]);
    // The save is a request of the network (its response awaited below) once the service worker
    // is up; until then the page hands it to the thread directly (~0.3-0.5 s after the heading).
    await demoServiceReady(page);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Description').fill('Kept before the answer');
    const answered = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await answered).status()).toBe(200);
    // Already in the page's storage when the answer comes (a reload now loses nothing).
    expect(await page.evaluate(() => localStorage.getItem('vigil.demo.db'))).toContain(
      'Kept before the answer',
    );
  });
});
