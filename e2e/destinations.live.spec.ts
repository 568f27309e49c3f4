import { expect, test } from '@playwright/test';
import { mintKey } from '../mocks/lib/auth';
import { MOCK_URL, connect, expectNoAxeViolations, openLive, uniqueName } from './fixtures';

/** Live mode against the mock HTTP server: real HTTP, the server's own demo controls. */
test.describe('destinations and tenant settings in live mode', () => {
  test('binds a Telegram chat, test-sends a webhook and warns before deleting one in use', async ({
    page,
  }) => {
    test.slow();
    const key = await mintKey({ tenantId: 1, roles: ['admin'] });
    await fetch(`${MOCK_URL}/__demo/reset`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
    });
    await openLive(page, '/destinations/new');
    await connect(page, key);

    const name = uniqueName('Live chat');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Telegram', exact: true }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Create destination' }).click();
    await expect(page.getByRole('heading', { name: 'Bind the Telegram chat' })).toBeVisible();
    // The mock server has the demo controls too, so the flow can be completed here.
    await page.getByRole('button', { name: 'Simulate the /start message' }).click();
    await expect(page.getByText('Bound by')).toBeVisible();

    await page.goto('/destinations?type=HTTP');
    await page
      .getByRole('link', { name: 'https://hooks.northwind.example/vigil', exact: true })
      .click();
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('Test message delivered')).toBeVisible();

    await page.goto('/destinations/302');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('It is in use. These stay, but stop notifying it:'),
    ).toBeVisible();
    await expect(dialog.getByText(/\d+ detectors:/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a key without a tenant admin role cannot change tenant settings, and the mock answers 403', async ({
    page,
  }) => {
    const key = await mintKey({ tenantId: 1, roles: ['extractor-event'] });
    await openLive(page, '/settings');
    await connect(page, key);
    const form = page.getByRole('form', { name: 'Tenant settings' });
    await expect(form.getByRole('textbox', { name: /Name/ })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Save tenant settings' })).toBeDisabled();
    await expect(
      page.getByText(/may not change tenant settings; it needs admin or extractor-admin/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const res = await fetch(`${MOCK_URL}/api/v1/tenant/1`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
      body: JSON.stringify({ name: 'Hijacked' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      statusCode: 403,
      errors: [expect.stringMatching(/^roles: /)],
    });
  });
});
