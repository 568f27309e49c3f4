import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { mintKey } from '../mocks/lib/auth';

export const MOCK_URL = `http://localhost:${process.env.PW_MOCK_PORT ?? 4010}`;

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * Zero axe violations (WCAG 2.1 A/AA) on what the page shows now. axe-core runs in the page,
 * loaded once per document: `@axe-core/playwright` loaded its 550 kB again on every check and
 * finished each run in a new page, 5-13 s a check on this machine against about 1 s (the console
 * has no iframes, the one thing its cross-frame run adds).
 */
export async function expectNoAxeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, options);
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
    }));
  }, AXE_OPTIONS);
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.join(', ')})`);
  expect(summary).toEqual([]);
}

/**
 * A fresh demo: every test has a new browser context, so storage is empty and the in-browser
 * service seeds itself on the first load (normal scenario). One page load, not three.
 */
export async function openDemo(page: Page, path = '/projects') {
  await page.goto(path);
  await expect(page.getByLabel('Demo mode')).toBeVisible();
  await demoServiceReady(page);
}

/** The demo controls act on the key's own tenant: tenant 1, the demo's. */
const demoKey = mintKey({ tenantId: 1 });

/**
 * The console renders before its in-browser service has started (its own requests wait for it),
 * so a test's own request to the demo must wait too: for the app's `vigil:demo-ready` mark.
 * Before it, a request would go past the worker to the static server and answer 404.
 */
export async function demoServiceReady(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('vigil:demo-ready').length > 0);
}

export async function setScenario(page: Page, name: string) {
  await demoServiceReady(page);
  const key = await demoKey;
  await page.evaluate(
    ([n, k]) =>
      fetch('/__demo/scenario', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${k}` },
        body: JSON.stringify({ name: n }),
      }),
    [name, key],
  );
}

export function uniqueName(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Live mode from a clean slate: the console asks to connect (optionally at `path`). */
export async function openLive(page: Page, path = '/projects') {
  await page.goto('/connect');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('vigil.mode', 'live');
  });
  await page.goto(path);
}

/** Fills and submits the connect form against the mock HTTP service. */
export async function connect(page: Page, key: string) {
  await page.getByLabel('Service base URL').fill(MOCK_URL);
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Connect' }).click();
}

/**
 * Axe in the light theme, then in the dark one, then back to light. The theme button is pressed
 * from the keyboard: a notification can come up over it (top right) while the pointer rests on
 * the button from the first click, and a hovered notification does not close, so a second click
 * waited behind it until the test timed out (seen once in CI, with a save's notification that
 * showed late, when the notification area loaded on idle after the save).
 */
export async function expectAccessibleInBothThemes(page: Page) {
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
}
