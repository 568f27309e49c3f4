import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openDemo, uniqueName } from './fixtures';

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('destinations in demo mode', () => {
  test('creates a Telegram destination and completes the binding with the demo control', async ({
    page,
  }) => {
    // Many steps on a shared 2-core machine: allow more than the default 30 s.
    test.slow();
    await openDemo(page, '/destinations/new');
    const name = uniqueName('Ops chat');
    await pick(page, 'Type', 'Telegram');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Create destination' }).click();

    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bind the Telegram chat' })).toBeVisible();
    await expect(page.getByLabel('Command to send')).toHaveText(/^\/start [0-9a-f]{16}$/);
    await expect(page.getByRole('link', { name: 'Open in Telegram' })).toHaveAttribute(
      'href',
      /^https:\/\/t\.me\/VigilAlertsBot\?start=[0-9a-f]{16}$/,
    );
    await expect(page.getByText('Waiting for the message…')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Simulate the /start message' }).click();
    await expect(page.getByRole('heading', { name: 'Bind the Telegram chat' })).toHaveCount(0);
    await expect(page.getByText('Bound by')).toBeVisible();
    await expect(page.getByText('@demo_user')).toBeVisible();

    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('Test message delivered')).toBeVisible();
  });

  test('test-sends an HTTP destination and shows the result in the history', async ({ page }) => {
    await openDemo(page, '/destinations?type=HTTP');
    await page
      .getByRole('link', { name: 'https://hooks.northwind.example/vigil', exact: true })
      .click();
    await expect(page.getByLabel('Authorization: value hidden')).toBeVisible();
    await page.getByLabel('Test message (optional)').fill('Hello from e2e');
    await page.getByRole('button', { name: 'Send test' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Test message delivered' });
    await expect(result).toContainText('HTTP 200');
    const history = page.getByRole('table', { name: 'Delivery history' });
    await expect(history.getByRole('row').nth(1)).toContainText('Test');
    await expect(history.getByRole('row').nth(1)).toContainText('Delivered');
    await expectNoAxeViolations(page);
  });

  test('warns which detectors, trigger alerts and actions use a destination before deleting', async ({
    page,
  }) => {
    await openDemo(page, '/destinations');
    await page.getByRole('button', { name: 'Delete Northwind SecOps' }).click();
    const dialog = page.getByRole('dialog', { name: /Delete destination “Northwind SecOps”/ });
    await expect(
      dialog.getByText('It is in use. These stay, but stop notifying it:'),
    ).toBeVisible();
    await expect(dialog.getByText(/\d+ detectors:/)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('link', { name: 'Northwind SecOps', exact: true })).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`list, webhook form and tenant settings are axe-clean in the ${scheme} theme`, async ({
      page,
    }) => {
      test.slow();
      await page.addInitScript((s) => localStorage.setItem('vigil.color-scheme', s), scheme);
      await openDemo(page, '/destinations');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByRole('link', { name: 'Northwind SecOps', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/destinations/new');
      await pick(page, 'Type', 'HTTP webhook');
      await page.getByRole('button', { name: 'Add header' }).click();
      await expectNoAxeViolations(page);
      await page.goto('/settings');
      await expect(page.getByRole('form', { name: 'Tenant settings' })).toBeVisible();
      await expect(page.getByRole('group', { name: /logo previews/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
