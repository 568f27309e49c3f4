import { expect, test } from '@playwright/test';
import { mintKey } from '../mocks/lib/auth';
import { MOCK_URL, connect, openLive } from './fixtures';

test.describe('the seed icons in live mode', () => {
  test('the HTTP mock serves them, and only them', async ({ request }) => {
    const icon = await request.get(`${MOCK_URL}/seed-icons/chain/usdc.svg`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
    for (const path of ['/seed-icons/chain/nope.svg', '/seed-icons/%2e%2e/package.json'])
      expect((await request.get(`${MOCK_URL}${path}`)).status()).toBe(404);
  });

  test('the contracts list shows them with no console error (CSP allows the local mock)', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await openLive(page, '/contracts');
    await connect(page, await mintKey({ tenantId: 1 }));
    await expect(page.getByRole('link', { name: 'USD Coin', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const icons = await page
      .locator(`img[src^="${MOCK_URL}/seed-icons/"]`)
      .evaluateAll((imgs) =>
        imgs.map((img) => img instanceof HTMLImageElement && img.naturalWidth > 0),
      );
    expect(icons.length).toBeGreaterThan(5);
    expect(icons.every(Boolean)).toBe(true);
    expect(errors).toEqual([]);
  });
});
