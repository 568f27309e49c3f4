/**
 * `npm run lighthouse`: Lighthouse (the npm package, fetched by npx on first use so CI never
 * installs it) on the production build in the default demo mode, with the system Chromium:
 * the projects list, an action page and the usage dashboard, desktop and mobile presets.
 * Scores and the figures behind performance go to the console; docs/performance.md keeps them.
 *   npm run lighthouse                 # builds first
 *   npm run lighthouse -- --no-build   # uses dist/ as it is
 */
import { execFileSync, execSync } from 'node:child_process';
import { start, stopServer, waitFor } from './lib';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const PORT = 4182;
const APP = `http://localhost:${PORT}`;
const PAGES = [
  ['projects list', '/projects'],
  ['action page', '/actions/9001'],
  ['usage dashboard', '/usage'],
] as const;
const FORMS = ['desktop', 'mobile'] as const;

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function audit(path: string, form: (typeof FORMS)[number]): Report {
  const args = [
    '--yes',
    LIGHTHOUSE,
    `${APP}${path}`,
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox',
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const out = execFileSync('npx', args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.toString()) as Report;
}

const score = (r: Report, c: string) => (r.categories[c]?.score ?? NaN).toFixed(2);
const ms = (r: Report, a: string) => `${((r.audits[a]?.numericValue ?? NaN) / 1000).toFixed(2)} s`;

if (!process.argv.includes('--no-build')) {
  console.log('Building for production…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
const preview = start('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort']);
try {
  await waitFor(APP);
  const rows: string[][] = [];
  for (const [name, path] of PAGES) {
    for (const form of FORMS) {
      const r = audit(path, form);
      const cls = (r.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3);
      rows.push([
        name,
        form,
        score(r, 'performance'),
        score(r, 'accessibility'),
        score(r, 'best-practices'),
        ms(r, 'first-contentful-paint'),
        ms(r, 'largest-contentful-paint'),
        `${(r.audits['total-blocking-time']?.numericValue ?? NaN).toFixed(0)} ms`,
        cls,
      ]);
      console.log(rows.at(-1)?.join(' · '));
    }
  }
  const head = ['page', 'preset', 'perf', 'a11y', 'best pr.', 'FCP', 'LCP', 'TBT', 'CLS'];
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => ' --- ').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  stopServer(preview);
}
