import { expect, test } from '@playwright/test';
import { openDemo, setScenario, uniqueName } from './fixtures';

test.describe('an action after creation', () => {
  test('is paused from the list, edited and duplicated', async ({ page }) => {
    await openDemo(page, '/actions');
    const table = page.getByRole('table', { name: 'Actions' });
    const first = table.getByRole('row').nth(1);
    const name = (await first.getByRole('link').first().textContent()) ?? '';
    await first.getByRole('button', { name: `Pause ${name}` }).click();
    await expect(first.getByText('DISABLED')).toBeVisible();
    await first.getByRole('button', { name: `Resume ${name}` }).click();
    await expect(first.getByText('ACTIVE')).toBeVisible();

    // Edit: the builder is filled from the action; saving replaces it.
    await first.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit action' })).toBeVisible();
    const nameBox = page.getByRole('textbox', { name: 'Name' });
    await expect(nameBox).toHaveValue(name);
    const renamed = uniqueName('Renamed');
    await nameBox.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();

    // Duplicate: a new action that starts as a copy.
    await page.getByRole('link', { name: 'Duplicate' }).click();
    await expect(page.getByRole('heading', { name: `Duplicate “${renamed}”` })).toBeVisible();
    await expect(nameBox).toHaveValue(`Copy of ${renamed}`);
    await page.getByRole('button', { name: 'Create action' }).click();
    await expect(page.getByRole('heading', { name: `Copy of ${renamed}`, level: 1 })).toBeVisible();
    await page.goto(`/actions?q=${encodeURIComponent(renamed)}`);
    await expect(table.getByRole('link', { name: renamed, exact: true })).toBeVisible();
    await expect(
      table.getByRole('link', { name: `Copy of ${renamed}`, exact: true }),
    ).toBeVisible();
  });

  test('a key that expires mid-edit is renewed in place and the save goes through once', async ({
    page,
  }) => {
    await openDemo(page, '/projects/101/edit');
    const name = uniqueName('Treasury renamed');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await setScenario(page, 'expired-key');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your key expired' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await dialog.getByRole('button', { name: 'Get a fresh demo key and continue' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.goto(`/projects?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(1);
  });
});
