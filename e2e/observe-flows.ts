import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

/** The total the pager states ("Showing 1–20 of 137" → 137). */
async function pagerTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^Showing \d[\d,]*–\d[\d,]* of [\d,]+$/).innerText();
  return Number(/of ([\d,]+)$/.exec(text)?.[1]?.replace(/,/g, ''));
}

/** Marks the first 20 unviewed score records viewed in one bulk run; the list moves on. */
export async function bulkMarkTwentyViewed(page: Page) {
  const table = page.getByRole('table', { name: 'Score records' });
  await expect(table.getByRole('row')).toHaveCount(21, { timeout: 20_000 });
  const before = await pagerTotal(page);
  expect(before).toBeGreaterThan(20);
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('20 selected');
  await bar.getByRole('button', { name: 'Mark viewed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark viewed 20 selected?' });
  await dialog.getByRole('button', { name: 'Mark viewed' }).click();
  // A bound for a loaded machine: the bulk run is 20 sequential writes.
  await expect(dialog).toBeHidden({ timeout: 150_000 });
  await expect(page.getByText(new RegExp(`^Showing 1–20 of ${before - 20}$`))).toBeVisible();
  await expect(bar).toBeHidden();
}

/** Opens the first record of the list in the drawer and checks what it says. */
export async function openFirstRecord(page: Page) {
  const table = page.getByRole('table', { name: 'Score records' });
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/record=/);
  const drawer = page.getByRole('dialog', { name: 'Score record' });
  await expect(drawer.getByRole('region', { name: 'Alert that caused it' })).toBeVisible();
  await expect(drawer.getByRole('heading', { level: 3 })).toContainText('→');
  return drawer;
}

/** Runs an action by hand from its page and finds the run among its executions at once. */
export async function runAndFindExecution(page: Page, actionId: number) {
  await page.goto(`/actions/${actionId}`);
  await page.getByRole('button', { name: 'Run manually' }).click();
  const dialog = page.getByRole('dialog', { name: /^Run “.+” now$/ });
  await dialog.getByRole('combobox', { name: 'Severity level' }).click();
  await page.getByRole('option', { name: 'HIGH' }).click();
  await dialog.getByLabel(/I understand that this sends a transaction/).check();
  await dialog.getByRole('button', { name: 'Send transaction' }).click();
  const result = dialog.getByRole('table', { name: 'Run result' });
  const hash = (
    await result
      .getByRole('row', { name: /^Transaction / })
      .getByRole('cell')
      .innerText()
  )
    .trim()
    .split(/\s/)[0];
  expect(hash).toMatch(/^0x[0-9a-f]+$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const short = `${hash?.slice(0, 6)}…${hash?.slice(-4)}`;

  const section = page.getByRole('region', { name: 'Executions' });
  const newest = section.getByRole('row').nth(1);
  await expect(newest).toContainText('Manual run');
  await expect(
    newest.getByRole('link', { name: `Transaction ${short} in the block explorer` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole('link', { name: /^All \d+ executions$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/actions/executions\\?actionId=${actionId}`));
  await page.getByRole('combobox', { name: 'Trigger' }).click();
  await page.getByRole('option', { name: 'Manual run' }).click();
  await expect(page).toHaveURL(/trigger=manual/);
  const table = page.getByRole('table', { name: 'Executions' });
  await expect(
    table.getByRole('link', { name: `Transaction ${short} in the block explorer` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
}
