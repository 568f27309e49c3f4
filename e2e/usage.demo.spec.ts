import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openDemo } from './fixtures';
import { usageFlow } from './usage-flow';

test.describe('usage dashboard in demo mode', () => {
  test('range, interval, zone, query, CSV, reload and axe', async ({ page }) => {
    // A long walk through the whole dashboard, axe three times, on a shared machine.
    test.setTimeout(120_000);
    await openDemo(page, '/usage');
    await expectNoAxeViolations(page);
    await usageFlow(page);
  });

  test('a click on a bucket zooms the range to it', async ({ page }) => {
    await openDemo(page, '/usage?range=7d&interval=1d&tz=Europe%2FBerlin');
    const chart = page.getByRole('figure', { name: 'Usage per 1d bucket' });
    await expect(chart.getByText('now', { exact: true })).toBeVisible();
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    if (!box) throw new Error('the chart has no box');
    // The chart knows the bucket under the pointer once it has hovered there.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(chart.getByText('Total', { exact: true })).toBeVisible();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/range=custom/);
    // One local day, hour by hour.
    await expect(page.getByRole('figure', { name: 'Usage per 1h bucket' })).toBeVisible();
    await expect(
      page.getByText(/12:00\sAM – .*11:59\sPM · Europe\/Berlin · 1h buckets/),
    ).toBeVisible();
  });

  test.describe('in a browser in New York', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('offers the browser zone one click away, UTC by default', async ({ page }) => {
      await openDemo(page, '/usage?range=24h');
      await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC (+00:00)');
      await page.getByRole('button', { name: 'Use mine (New York)' }).click();
      await expect(page).toHaveURL(/tz=America%2FNew_York/);
      await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
        /^America\/New York \(-0[45]:00\)$/,
      );
      await expect(page.getByText(/America\/New_York · 1h buckets/)).toBeVisible();
    });
  });
});
