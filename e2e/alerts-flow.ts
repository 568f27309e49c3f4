import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

const SHOTS = process.env.PW_SHOTS;

/** "Showing 1–10 of 123" → 123. */
async function total(page: Page): Promise<number> {
  const text = (await page.getByText(/^Showing \d/).textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
}

const feed = (page: Page) => page.getByRole('table', { name: 'Alerts' });
const rowLinks = (page: Page) => feed(page).getByRole('row').locator('td:nth-child(3) a');

/** The alert feed's journey, the same in demo and live mode (the page is at /alerts?range=90d). */
export async function alertJourney(page: Page, mode: string) {
  await expect(feed(page)).toBeVisible();
  await expect(rowLinks(page).first()).toBeVisible();
  const all = await total(page);

  // A query and a severity chip.
  await page.getByRole('combobox', { name: 'Query' }).fill('tags:FINANCIAL');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=tags%3AFINANCIAL/);
  await expect.poll(() => total(page)).toBeLessThan(all);
  const financial = await total(page);
  await page.getByText(/^Medium [\d,]+$/).click();
  await expect(page).toHaveURL(/severity=/);
  await expect.poll(() => total(page)).toBeLessThan(financial);
  const severities = await feed(page).getByRole('row').locator('td:nth-child(2)').allTextContents();
  expect(new Set(severities)).toEqual(new Set(['Medium']));

  // The detail, stepped with j / k.
  const names = await rowLinks(page).allTextContents();
  await rowLinks(page).first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: names[0] })).toBeVisible();
  await expect(drawer.getByText(/^1 of \d+ on this page$/)).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Metadata' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${mode}-drawer.png` });
  await page.keyboard.press('j');
  await expect(drawer.getByText(/^2 of \d+ on this page$/)).toBeVisible();
  await expect(page).toHaveURL(/alert=/);
  await page.keyboard.press('k');
  await expect(drawer.getByText(/^1 of \d+ on this page$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: 'Close alert' }).click();
  await expect(drawer).toBeHidden();

  // A bar of the chart narrows the feed to its bucket.
  await page.getByRole('combobox', { name: 'Query' }).fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText(/^Medium [\d,]+$/).click();
  await expect.poll(() => total(page)).toBe(all);
  const before = all;
  const bars = page
    .locator('figure[aria-label^="Alerts per"] .recharts-bar-rectangle path')
    .filter({ visible: true });
  await expect(bars.first()).toBeVisible();
  await bars.nth(Math.floor((await bars.count()) / 2)).click();
  await expect(page).toHaveURL(/range=custom/);
  await expect.poll(() => total(page)).toBeLessThan(before);
  await expect(rowLinks(page).first()).toBeVisible();

  // Clean in both themes.
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${mode}-feed-light.png`, fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${mode}-feed-dark.png`, fullPage: true });
  await expectNoAxeViolations(page);
}
