import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { mintKey } from '../mocks/lib/auth';
import { MOCK_URL, connect, expectNoAxeViolations, openLive } from './fixtures';

function codeFor(shown: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(shown.replace(/\s/g, '')) });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

test.describe('people in live mode', () => {
  test('enrols an authenticator for the signed-in user under Settings → Security', async ({
    page,
  }) => {
    // A user of tenant 2 (its admin stands behind the default key), so reruns of the demo spec
    // on the same mock server do not meet this one's devices.
    await openLive(page, '/settings');
    await connect(page, await mintKey({ tenantId: 2 }));
    // The seeded admin has a device already (Work phone), and reruns add theirs.
    await page.getByRole('button', { name: 'Add another device' }).click();
    const dialog = page.getByRole('dialog', { name: /Set up an authenticator/ });
    const secret = dialog.getByLabel('Secret (Base32)');
    await expect(secret).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const shown = (await secret.textContent()) ?? '';
    const device = `Laptop ${Date.now().toString(36)}`;
    await dialog.getByLabel('Device name').fill(device);
    await dialog.getByRole('textbox', { name: 'Code' }).fill(codeFor(shown, 40));
    await dialog.getByRole('button', { name: 'Enrol device' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      /Invalid code/,
    );
    await dialog.getByRole('textbox', { name: 'Code' }).fill(codeFor(shown));
    await dialog.getByRole('button', { name: 'Enrol device' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Two-factor devices' }).getByText(device),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a key without an admin role sees no write controls, and the mock answers it 403', async ({
    page,
    request,
  }) => {
    const key = await mintKey({ tenantId: 1, roles: ['extractor-event'] });
    await openLive(page, '/organisations');
    await connect(page, key);
    await expect(page.getByRole('link', { name: 'Northwind Risk & Compliance' })).toBeVisible();
    await expect(page.getByText(/may not change organisations/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'New organisation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/users');
    await expect(page.getByRole('table', { name: 'Invitations not accepted' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Invite again/ })).toHaveCount(0);
    await page.goto('/users/803');
    await expect(page.getByRole('heading', { name: 'Aino Virtanen', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit roles and organisation' })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /^(Set up an authenticator|Add another device)$/ }),
    ).toHaveCount(0);

    const auth = { Authorization: `Bearer ${key}` };
    const writes = [
      request.post(`${MOCK_URL}/api/v1/organisation`, {
        headers: auth,
        data: { name: 'X', logoLight: 'https://example.com/x.png' },
      }),
      request.put(`${MOCK_URL}/api/v1/user/803`, { headers: auth, data: { status: 'DISABLED' } }),
      request.post(`${MOCK_URL}/api/v1/invite`, {
        headers: auth,
        data: { email: 'x@northwind.example', roles: ['admin'], organisationId: 701 },
      }),
      request.get(`${MOCK_URL}/api/v1/user/803/otp/setup`, { headers: auth }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status()).toBe(403);
      const body = (await res.json()) as { statusCode: number; errors: string[] };
      expect(body.statusCode).toBe(403);
      expect(body.errors[0]).toMatch(/needs admin or extractor-admin/);
    }
  });
});
