import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openDemo } from './fixtures';

/** The list kit on every list: URL state, history, header sort, CSV export and bulk changes. */

const LISTS = [
  { path: '/projects', title: 'Projects', query: 'lend', match: 'Lending Protocol v2' },
  { path: '/contracts', title: 'Contracts & wallets', query: 'usd', match: 'USD Coin' },
  { path: '/actions', title: 'Actions', query: 'pause', match: 'Pause lending pool fork' },
];

const search = (page: Page) => page.getByRole('textbox', { name: 'Search' });

for (const list of LISTS) {
  test(`${list.title}: Clear filters and Back always show what the list shows`, async ({
    page,
  }) => {
    await openDemo(page, list.path);
    const box = search(page);
    await box.fill(list.query);
    await expect(page).toHaveURL(new RegExp(`q=${list.query}`));
    await page
      .getByRole('textbox', { name: 'Tag' })
      .or(page.getByRole('combobox', { name: 'Status' }))
      .first()
      .focus();
    await page.getByRole('textbox', { name: 'Search' }).fill(`${list.query}-nothing-matches`);
    await expect(page.getByText(/match these filters/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(box).toHaveValue('');
    await expect(page).not.toHaveURL(/q=/);

    // Back undoes the last change (the clear), then the search before it, one step at a time.
    await page.goBack();
    await expect(box).toHaveValue(`${list.query}-nothing-matches`);
    await page.goBack();
    await expect(box).toHaveValue(list.query);
    await expect(page.getByRole('table').getByText(list.match).first()).toBeVisible();
    await page.goForward();
    await expect(box).toHaveValue(`${list.query}-nothing-matches`);
  });
}

test('a column header sorts the list, with aria-sort, and Back undoes it', async ({ page }) => {
  await openDemo(page, '/projects');
  const table = page.getByRole('table', { name: 'Projects' });
  const nameHeader = table.getByRole('columnheader', { name: /Name/ });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const first = () => table.getByRole('row').nth(1).getByRole('link').first();
  const ascending = await first().textContent();
  await table.getByRole('button', { name: 'Sort by Name' }).click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/order=Desc/);
  await expect(first()).not.toHaveText(ascending ?? '');
  // Last updated starts newest first.
  await table.getByRole('button', { name: 'Sort by Updated' }).click();
  await expect(table.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.goBack();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
});

test('exports the filtered list as CSV, every row with its id', async ({ page }) => {
  await openDemo(page, '/contracts?network=ethereum');
  const table = page.getByRole('table', { name: 'Contracts and wallets' });
  await expect(table.getByRole('link', { name: 'USD Coin', exact: true })).toBeVisible();
  const shown = await page.getByText(/^Showing/).textContent();
  const total = Number(
    /of ([\d,]+)/.exec(shown ?? '')?.[1]?.replace(/,/g, '') ??
      (await table.getByRole('row').count()) - 1,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contracts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('ID,Name,Type,Network,Address,Status,Project,Tags');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((l) => l.includes(',Ethereum,'))).toBe(true);
  expect(csv).toContain('USD Coin');
});

test('selects rows and disables them in bulk after one confirmation that lists them', async ({
  page,
}) => {
  await openDemo(page, '/projects');
  const table = page.getByRole('table', { name: 'Projects' });
  await table.getByRole('checkbox', { name: 'Select Treasury Operations' }).check();
  await table.getByRole('checkbox', { name: 'Select Lending Protocol v2' }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable 2 selected?' });
  await expect(dialog).toContainText('Treasury Operations');
  await expect(dialog).toContainText('Lending Protocol v2');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(dialog).toBeHidden();
  // The keyboard stays in the page (it fell to the document's start with the bar).
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await page.goto('/projects?status=DISABLED');
  await expect(table.getByRole('link', { name: 'Treasury Operations', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Lending Protocol v2', exact: true })).toBeVisible();
});

test('a row deleted from its list, or the last page reached, keeps the keyboard in the page', async ({
  page,
}) => {
  await openDemo(page, '/projects?size=10');
  const table = page.getByRole('table', { name: 'Projects' });
  const remove = table.getByRole('button', { name: /^Delete / }).last();
  const name = ((await remove.getAttribute('aria-label')) ?? '').replace(/^Delete /, '');
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Delete project “${name}”?` });
  // What goes with it loads first: then Delete, or the name to type when actions go with it.
  const typed = dialog.getByRole('textbox');
  const confirm = dialog.getByRole('button', { name: 'Delete project' });
  await expect
    .poll(async () => (await typed.count()) > 0 || (await confirm.isEnabled()))
    .toBe(true);
  if (await typed.count()) await typed.fill(name);
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(table.getByRole('link', { name, exact: true })).toBeHidden();
  // Its button went with the row: the page takes the focus, not the document's start.
  await expect(page.getByRole('main')).toBeFocused();

  await openDemo(page, '/detectors?size=10');
  const next = page.getByRole('button', { name: 'next page' });
  await next.focus();
  while (await next.isEnabled()) await page.keyboard.press('Enter');
  // "next" turned disabled on the last page: the page it shows takes the focus.
  await expect(
    page.getByRole('button', { name: /^Page \d+$/ }).and(page.locator('[aria-current="page"]')),
  ).toBeFocused();
});
