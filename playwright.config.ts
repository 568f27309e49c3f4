import { defineConfig, devices } from '@playwright/test';

/** e2e runs against the production build (vite preview) and, for live mode, the mock HTTP server. */
const APP_PORT = 4173;
const MOCK_PORT = 4010;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
  projects: [
    { name: 'demo', testMatch: /.*\.demo\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    { name: 'live', testMatch: /.*\.live\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${APP_PORT} --strictPort`,
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
