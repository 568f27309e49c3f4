import { defineConfig, devices } from '@playwright/test';

/** e2e runs against the production build (vite preview) and, for live mode, the mock HTTP server. */
// Overridable so that several checkouts or agents can run e2e side by side.
const APP_PORT = Number(process.env.PW_APP_PORT ?? 4173);
const MOCK_PORT = Number(process.env.PW_MOCK_PORT ?? 4010);
const DIST = process.env.PW_DIST ?? 'dist';

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.PW_OUTPUT ?? 'test-results',
  fullyParallel: false,
  // Two workers, one per core: the demo specs each run their own in-page service, so two of
  // their files run side by side; the live specs share the one Node mock (a reset or a scenario
  // of one would reach the other), so they take one worker (see the live project). One worker
  // took ~11 min of CI's ~16 on 2026-11-25; two took 4.4 min on 2026-11-26 (79 of 79 passed).
  workers: 2,
  retries: 0,
  // A bound for a flow on a busy 2-core machine, not a delay: flows that run axe in both themes
  // took 31-34 s on this machine on 2026-11-25 (twice as slow as the day before, by the bare
  // React + Mantine floor of the benchmark) and were cut off at 30 s mid-flow.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PW_REPORT ?? 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    // A failure keeps its trace (actions, DOM snapshots, network, console) but not the trace's
    // screencast: recording frames for every test cost about a third of the suite's time here
    // (two spec files: 125 s with it, 93 s without, 82-96 s with no trace). The failure's own
    // screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // No transitions (the theme respects reduced motion): axe never measures a dialog mid-fade,
    // which once read a button's contrast as too low.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
  projects: [
    { name: 'demo', testMatch: /.*\.demo\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'live',
      testMatch: /.*\.live\.spec\.ts/,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${APP_PORT} --strictPort --outDir ${DIST}`,
      url: `http://localhost:${APP_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npx tsx mocks/server.ts',
      url: `http://localhost:${MOCK_PORT}/__demo/scenario`,
      env: { PORT: String(MOCK_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
