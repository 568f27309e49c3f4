/**
 * `npm run bench:requests`: the network cost of every screen in live mode against the HTTP mock.
 * For each screen, a cold load (fresh browser context) and an in-app visit from the projects
 * list: how many API requests, how many of them repeat one already made (same method, URL and
 * body), and how many rounds they take with a 150 ms service (a round is a request that starts
 * only after an earlier one ended: a waterfall; `./rounds.ts`). A table for docs/performance.md; nothing here is a test (src/app/rounds.screen.test.tsx
 * holds the screens' own rounds).
 *   npm run bench:requests                 # builds first
 *   npm run bench:requests -- --no-build
 *   npm run bench:requests -- --no-build --only /actions/9001 --verbose   # one screen, each request
 */
import { execSync } from 'node:child_process';
import { chromium, type Page, type Request } from '@playwright/test';
import { mintKey } from '../mocks/lib/auth';
import { liveContext, start, stopServer, waitFor } from './lib';
import { summarise, type Seen } from './rounds';

const APP = 'http://localhost:4183';
const MOCK = 'http://localhost:4023';

/**
 * The shell's own request, the header's tenant: asked for at once by its loader, while a cold
 * screen's requests wait for the screen's code (its loader travels with it). Answered first, it
 * would count as a round that no request waited for; it is counted, not chained.
 */
const SHELL = (s: Seen) => /^GET \S+\/api\/v1\/tenant\/\d+ $/.test(s.key);

/** Screens and how to know each is usable (ids from the seed). */
const SCREENS: [string, string][] = [
  ['/projects', 'Projects'],
  ['/projects/101', 'Treasury Operations'],
  ['/contracts', 'Contracts & wallets'],
  ['/contracts/1001', 'USD Coin'],
  ['/networks', 'Networks'],
  ['/detectors', 'Detectors'],
  ['/detectors/new', 'Add a detector'],
  ['/triggers', 'Triggers'],
  ['/actions', 'Actions'],
  ['/actions/9001', 'Emergency withdraw from Aave pool'],
  ['/actions/new', 'New action'],
  ['/actions/9001/edit', 'Edit action'],
  ['/alerts', 'Alerts'],
  ['/scores', 'Scores'],
  ['/tokenomics', 'Tokenomics'],
  ['/usage', 'Usage'],
  ['/destinations', 'Destinations'],
  ['/organisations', 'Organisations'],
  ['/users', 'Users'],
  ['/settings', 'Settings'],
];

/** Records the API requests of a page from now on. */
function record(page: Page) {
  const seen: Seen[] = [];
  const open = new Map<Request, number>();
  page.on('request', (r) => {
    if (r.url().startsWith(`${MOCK}/api/`) && r.method() !== 'OPTIONS')
      open.set(r, performance.now());
  });
  const done = (r: Request) => {
    const begun = open.get(r);
    if (begun === undefined) return;
    open.delete(r);
    seen.push({
      key: `${r.method()} ${r.url()} ${r.postData() ?? ''}`,
      start: begun,
      end: performance.now(),
    });
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  /** Resolves once no API request has been open for half a second. */
  const idle = async () => {
    let quietSince = performance.now();
    while (performance.now() - quietSince < 500) {
      await new Promise((r) => setTimeout(r, 50));
      if (open.size > 0) quietSince = performance.now();
    }
  };
  return { seen, idle };
}

async function settle(page: Page, heading: string, idle: () => Promise<void>) {
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 30_000 });
  await idle();
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('Building for production…');
    execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  }
  const preview = start('npx', ['vite', 'preview', '--port', '4183', '--strictPort']);
  const mock = start('npx', ['tsx', 'mocks/server.ts'], { PORT: '4023' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    await waitFor(APP);
    await waitFor(`${MOCK}/__demo/scenario`);
    const key = await mintKey({ tenantId: 1, lifetime: 3600 });
    // Every answer takes 150 ms, as a distant service would: requests that do not depend on each
    // other overlap, and a chain of requests shows as rounds.
    await fetch(`${MOCK}/__demo/scenario`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'slow', delayMs: 150 }),
    });
    const context = () => liveContext(browser, MOCK, key);
    const rows: string[] = [];
    const only = process.argv.indexOf('--only');
    const screens = only < 0 ? SCREENS : SCREENS.filter(([p]) => p === process.argv[only + 1]);
    for (const [path, heading] of screens) {
      const cold = await context();
      const page = await cold.newPage();
      const coldSeen = record(page);
      await page.goto(`${APP}${path}`);
      await settle(page, heading, coldSeen.idle);
      await cold.close();

      const warm = await context();
      const page2 = await warm.newPage();
      const first = record(page2);
      await page2.goto(`${APP}/projects`);
      await settle(page2, 'Projects', first.idle);
      const warmSeen = record(page2);
      // An in-app visit, as a click on a link does (the router's own navigation).
      await page2.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await settle(page2, heading, warmSeen.idle);
      await warm.close();

      if (process.argv.includes('--verbose')) {
        const t0 = Math.min(...coldSeen.seen.map((s) => s.start));
        for (const s of [...coldSeen.seen].sort((a, b) => a.start - b.start))
          console.log(`  ${Math.round(s.start - t0)}-${Math.round(s.end - t0)} ms  ${s.key}`);
      }
      const c = summarise(coldSeen.seen, SHELL);
      const w = summarise(warmSeen.seen);
      rows.push(
        `| ${path} | ${c.requests} | ${c.rounds} | ${c.repeats} | ${w.requests} | ${w.rounds} | ${w.repeats} |`,
      );
      console.log(rows.at(-1));
    }
    console.log(
      '\n| screen | cold: requests | rounds | repeated | from the projects list: requests | rounds | repeated |',
    );
    console.log('| --- | --: | --: | --: | --: | --: | --: |');
    for (const r of rows) console.log(r);
  } finally {
    await browser.close();
    stopServer(preview);
    stopServer(mock);
  }
}

await main();
