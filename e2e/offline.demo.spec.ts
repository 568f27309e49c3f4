import { expect, test, type Page } from '@playwright/test';
import { openDemo } from './fixtures';

const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The main pages of every built area (ids from the seed), and each page's heading. */
const PAGES: [string, string | RegExp][] = [
  ['/projects', 'Projects'],
  ['/projects/101', 'Treasury Operations'],
  ['/projects/101/edit', 'Edit project'],
  ['/contracts', 'Contracts & wallets'],
  ['/contracts/1001', 'USD Coin'],
  ['/contracts/1001/events', 'USD Coin'],
  ['/contracts/1021', 'Northwind Token'],
  ['/contracts/1021/tokenomics', 'Northwind Token'],
  ['/contracts/new', /Add a contract|New contract/],
  ['/detectors', 'Detectors'],
  ['/detectors/catalogue', /catalogue/i],
  ['/detectors/catalogue/201', /.+/],
  ['/actions', 'Actions'],
  ['/networks', 'Networks'],
  ['/alerts', 'Alerts'],
  ['/triggers', 'Triggers'],
  ['/scores', 'Scores'],
  ['/tokenomics', 'Tokenomics'],
  ['/usage', 'Usage'],
  ['/destinations', 'Destinations'],
  ['/organisations', 'Organisations'],
  ['/users', 'Users'],
  ['/settings', 'Settings'],
];

/**
 * Fails the test on any request to another host, any console error or uncaught error, and any
 * Content-Security-Policy violation (reported as an event only, not in the console: a library
 * probing `eval` under the production policy shows up here).
 */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('request', (r) => {
    const { protocol, hostname } = new URL(r.url());
    if (protocol.startsWith('http') && !LOCAL.has(hostname)) problems.push(`request to ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error on ${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught on ${page.url()}: ${e.message}`));
  await page.exposeFunction('vigilCspViolation', (v: string) => problems.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { vigilCspViolation: (v: string) => void })
        .vigilCspViolation;
      void report(
        `CSP ${e.violatedDirective} (${e.blockedURI}) from ${e.sourceFile} on ${location.pathname}`,
      );
    });
  });
  return problems;
}

/** Every image the page shows from the seed has loaded (a broken one has no natural width). */
async function seedImages(page: Page) {
  return page.locator('img[src*="/seed-icons/"]').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img instanceof HTMLImageElement ? img.src : '',
      loaded: img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
    })),
  );
}

test.describe('the demo offline', () => {
  test('the main pages load with no request to another host and no console error', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = await watch(page);
    await openDemo(page, '/projects');
    let shown = 0;
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Until its worker is up, the demo answers in the page, with no network activity: the
      // tenant's record (and so the header's logo request) can come after "network idle" on a
      // busy machine. Each image must end up loaded; a broken one is also a console error.
      await expect.poll(async () => (await seedImages(page)).filter((i) => !i.loaded)).toEqual([]);
      shown += (await seedImages(page)).length;
    }
    // The seed's icons are on screen (lists, headers, catalogue), served by the demo's origin.
    expect(shown).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
