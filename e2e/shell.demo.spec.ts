import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openDemo } from './fixtures';

/** Contrast of the focused element's outline against the page's background. */
function focusRingContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      const lin = (c: number) =>
        c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const focused = document.activeElement;
    if (!focused) return 0;
    const style = getComputedStyle(focused);
    if (style.outlineStyle === 'none') return 0;
    const [a, b] = [
      luminance(style.outlineColor),
      luminance(getComputedStyle(document.body).backgroundColor),
    ];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

test.describe('shell in demo mode', () => {
  test('shows the demo badge and navigation to every area', async ({ page }) => {
    await openDemo(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of [
      'Projects',
      'Contracts & wallets',
      'Detectors',
      'Triggers',
      'Actions',
      'Alerts',
      'Scores',
      'Tokenomics',
      'Usage',
      'Destinations',
      'Organisations',
      'Users',
      'Settings',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Triggers', exact: true }).click();
    await expect(page).toHaveURL(/\/triggers$/);
    await expect(page.getByRole('heading', { name: 'Triggers', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Triggers' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('unknown addresses show a not-found page with a way back', async ({ page }) => {
    await openDemo(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    // In the shell: its navigation is there to go anywhere else.
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Alerts' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to projects', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  });

  test('a project id that is not a number is a not-found page, an unknown one says so', async ({
    page,
  }) => {
    await openDemo(page);
    await page.goto('/projects/abc');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/projects/999999');
    await expect(page.getByRole('heading', { name: 'Not found', exact: true })).toBeVisible();
    await expect(page.getByText(/Project 999999 not found/)).toBeVisible();
    // The way back fits the resource; nothing offers to "try again" a record that is not there.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to projects' }).click();
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  });

  test('the page carries its CSP, the server frame-ancestors none, nosniff, referrer policy', async ({
    page,
  }) => {
    const res = await page.request.get('/');
    const headers = res.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    // The policy is the page's <meta>: scripts from this origin and the inline boot script by
    // its hash (scripts/boot-preload.ts), never any inline script.
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await res.text());
    const scripts = policy?.[1]?.split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  test('theme toggle switches to dark and is remembered; settings are accessible', async ({
    page,
  }) => {
    await openDemo(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(
      page.getByRole('link', { name: 'Treasury Operations', exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The keyboard's focus ring stands out from the dark body (3:1, WCAG 1.4.11).
    await page.getByRole('link', { name: 'Contracts & wallets', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Networks', exact: true })).toBeFocused();
    expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('link', { name: 'Lending Protocol v2', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Lending Protocol v2' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit project' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('UTC toggle changes how times are shown', async ({ page }) => {
    await openDemo(page, '/projects/101');
    const created = page.locator('time').first();
    await expect(created).toBeVisible();
    await page.getByRole('button', { name: 'Show times in UTC' }).click();
    await expect(created).toContainText('UTC');
    await page.getByRole('button', { name: 'Show times in UTC' }).click();
    await expect(created).not.toContainText('UTC');
  });
});
