import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

/** The chart's texts once its data is in: axis labels and the "now" marker (SVG text has no role). */
async function chartTexts(page: Page, figure: string): Promise<string[]> {
  const chart = page.getByRole('figure', { name: figure });
  await expect(chart.getByText('now', { exact: true })).toBeVisible();
  // The view asked for, not the last one kept on screen while it loads.
  await expect(page.locator('[aria-busy="true"]', { has: chart })).toHaveCount(0);
  return (await chart.locator('text').allTextContents()).map((t) => t.trim());
}

/** Mantine's segmented controls and switches hide their inputs: click the input itself. */
const choose = (page: Page, role: 'radio' | 'switch', name: string | RegExp) =>
  page.getByRole(role, { name }).dispatchEvent('click');

const totalOf = async (page: Page) =>
  Number(((await page.getByTestId('usage-total').textContent()) ?? '').replace(/\D/g, ''));

async function pickZone(page: Page, search: string, option: RegExp) {
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.fill(search);
  await page.getByRole('option', { name: option }).click();
}

/**
 * The usage dashboard end to end, the same in demo and live mode: range, interval and zone with
 * ticks on the zone's boundaries; a query that changes the totals; a bad query explained; the
 * CSV's first rows; a reload that keeps the view; axe in both themes.
 */
export async function usageFlow(page: Page) {
  await expect(page.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Usage per 3h bucket' })).toBeVisible();

  // 24 hours in India (+05:30): hourly buckets, labels every 3 local hours, midnight as a date.
  await choose(page, 'radio', '24 h');
  await pickZone(page, 'Kolkata', /^Asia\/Kolkata \(\+05:30\)$/);
  // The runtime may know the zone by its old name (Asia/Calcutta): either is the same zone.
  await expect(page).toHaveURL(/tz=Asia%2F(Kolkata|Calcutta)/);
  const hours = await chartTexts(page, 'Usage per 1h bucket');
  const times = hours.filter((t) => t.includes(':'));
  expect(times.length).toBeGreaterThan(3);
  // In the browser's locale, as every time in the console (en-US here): 3:00 AM … 9:00 PM.
  for (const t of times) expect(t).toMatch(/^(3|6|9|12):00\s(AM|PM)$/);
  expect(hours.some((t) => /^[A-Z][a-z]{2} \d{1,2}$/.test(t))).toBe(true);

  // 7 days in Berlin, daily buckets: one label per local midnight.
  await choose(page, 'radio', '7 d');
  await choose(page, 'radio', /^1d/);
  await pickZone(page, 'Berlin', /^Europe\/Berlin \(\+0[12]:00\)$/);
  const days = (await chartTexts(page, 'Usage per 1d bucket')).filter((t) => /[A-Za-z]/.test(t));
  expect(days.length).toBeGreaterThan(5);
  for (const d of days.filter((t) => t !== 'now')) {
    expect(d).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2}$/);
  }

  // A query narrows the totals; a bad one is explained over the box, in the service's words.
  const all = await totalOf(page);
  expect(all).toBeGreaterThan(0);
  const query = page.getByRole('textbox', { name: 'Query' });
  await query.fill('type:api.call');
  await query.press('Enter');
  await expect(page).toHaveURL(/q=type%3Aapi\.call/);
  await expect.poll(() => totalOf(page)).toBeLessThan(all);
  const calls = await totalOf(page);
  await query.fill('type:api.call^^2');
  await query.press('Enter');
  await expect(page.getByText(/Invalid query: Syntax error at position 14/)).toBeVisible();
  await query.fill('type:api.call');
  await query.press('Enter');
  await expect.poll(() => totalOf(page)).toBe(calls);

  // The CSV: bucket starts in ISO with Berlin's offset, on local midnights.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^usage-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Bucket start,Actions executed,Alerts sent,API calls,Detector runs,Total');
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00,0,0,\d+,0,\d+$/);
  expect(lines[2]).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00,/);

  // A reload (or a shared link) gives the same view.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('radio', { name: /^1d/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/^Europe\/Berlin/);
  await expect(page.getByRole('textbox', { name: 'Query' })).toHaveValue('type:api.call');
  await expect.poll(() => totalOf(page)).toBe(calls);

  // Table view, comparison, axe in both themes.
  await choose(page, 'radio', 'Table');
  await choose(page, 'switch', 'Compare with the period before');
  await expect(page.getByRole('columnheader', { name: 'Period before' })).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(page, 'radio', 'Chart');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('figure', { name: 'Usage per 1d bucket' })).toBeVisible();
  await expectNoAxeViolations(page);
}
