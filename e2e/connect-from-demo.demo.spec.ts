import { expect, test } from '@playwright/test';
import { mintKey } from '../mocks/lib/auth';
import { MOCK_URL, demoServiceReady, openDemo } from './fixtures';

/**
 * Settings → Connect from the default demo mode goes over the network to the URL the user typed:
 * the in-browser mock answers only the demo's own origin.
 */
test.describe('connecting from demo mode', () => {
  test('an unreachable URL is refused at the field, a real service is reached', async ({
    page,
  }) => {
    await openDemo(page, '/settings');
    await page.getByRole('link', { name: 'Connect to a live service…' }).click();
    await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();
    const demoKey = await mintKey({ tenantId: 1 });

    // The console's own address: the demo's service worker serves its /api/, but a key is tried
    // on the network, where nothing answers as the service does (this mock answered and
    // "connected", and every page then failed).
    await demoServiceReady(page);
    await page.getByLabel('Service base URL').fill(new URL(page.url()).origin);
    await page.getByLabel('API key').fill(demoKey);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(
      page.getByText(/This URL answered, but not as the monitoring service/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();

    // Nothing listens on port 9: with the worker answering every origin this "connected".
    await page.getByLabel('Service base URL').fill('http://localhost:9');
    await page.getByLabel('API key').fill(demoKey);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText(/No answer from this URL/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();

    // The typed service sees the request: its own check of the key decides.
    const [header, payload] = demoKey.split('.');
    await page.getByLabel('Service base URL').fill(MOCK_URL);
    await page.getByLabel('API key').fill(`${header}.${payload}.AAAA`);
    const refused = page.waitForRequest((r) => r.url().startsWith(`${MOCK_URL}/api/v1/user/me`));
    await page.getByRole('button', { name: 'Connect' }).click();
    await refused;
    await expect(page.getByText(/The service refused this key/)).toBeVisible();

    await page.getByLabel('API key').fill(demoKey);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByLabel('Live connection')).toContainText('Tenant 1');
    await expect(page.getByLabel('Demo mode')).toHaveCount(0);
  });
});
