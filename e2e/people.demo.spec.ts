import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations, openDemo, uniqueName } from './fixtures';

/** The code an authenticator app would show for the secret on screen (`offset` steps away). */
function codeFor(shown: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(shown.replace(/\s/g, '')) });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

async function darkTheme(page: Page) {
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
}

test.describe('organisations, users and two-factor setup in demo mode', () => {
  test('sets up OTP for another user with a code computed from the shown secret', async ({
    page,
  }) => {
    await openDemo(page, '/users/803');
    await expect(page.getByRole('heading', { name: 'Aino Virtanen', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Set up an authenticator' }).click();
    const dialog = page.getByRole('dialog', { name: /Set up an authenticator/ });
    const secret = dialog.getByLabel('Secret (Base32)');
    await expect(secret).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    await expect(dialog.getByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await expectNoAxeViolations(page);
    const shown = (await secret.textContent()) ?? '';

    await dialog.getByLabel('Device name').fill('Aino’s phone');
    await dialog.getByRole('textbox', { name: 'Code' }).fill(codeFor(shown, 40));
    await dialog.getByRole('button', { name: 'Enrol device' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      /Invalid code/,
    );

    await dialog.getByRole('textbox', { name: 'Code' }).fill(codeFor(shown));
    await dialog.getByRole('button', { name: 'Enrol device' }).click();
    await expect(dialog).toHaveCount(0);
    const devices = page.getByRole('table', { name: 'Two-factor devices' });
    await expect(devices.getByText('Aino’s phone')).toBeVisible();
  });

  test('creates an organisation; deleting one with users is refused with the service’s message', async ({
    page,
  }) => {
    await openDemo(page, '/organisations');
    await expect(page.getByRole('link', { name: 'Northwind Risk & Compliance' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'New organisation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New organisation' });
    const name = uniqueName('Demo authority');
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Light logo URL/).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Create organisation' }).click();
    await expect(dialog.getByLabel(/^Light logo URL/)).toHaveAccessibleDescription(
      /Light logo must be an http\(s\) URL/,
    );
    await dialog.getByLabel(/^Light logo URL/).fill('https://example.com/logo.png');
    await dialog.getByRole('button', { name: 'Create organisation' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    // Saved with Enter in its dialog: focus goes back to the Edit button that opened it (the
    // form unmounts with the dialog, and focus fell to the page's top).
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel(/^Parent/).fill('Demo holding');
    await edit.getByLabel(/^Parent/).press('Enter');
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();

    await page.goto('/organisations/701');
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(/It still has users/)).toBeVisible();
    await expect(confirm.getByRole('button', { name: /^Delete/ })).toBeDisabled();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`users, an organisation and the OTP setup are axe-clean (${theme})`, async ({ page }) => {
      test.setTimeout(60_000);
      await openDemo(page, '/users');
      if (theme === 'dark') await darkTheme(page);
      await expect(page.getByRole('table', { name: 'Invitations not accepted' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Invite user' }).click();
      await expect(page.getByRole('dialog', { name: 'Invite a user' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Organisations' }).click();
      await page.getByRole('link', { name: 'Northwind Risk & Compliance' }).click();
      await expect(page.getByRole('heading', { name: 'Logos' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Settings' }).click();
      // The seeded admin has a device already (Work phone).
      await page.getByRole('button', { name: 'Add another device' }).click();
      await expect(page.getByRole('dialog').getByLabel('Secret (Base32)')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
