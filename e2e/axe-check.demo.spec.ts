import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openDemo } from './fixtures';

// The accessibility check every flow relies on runs axe-core in the page (fixtures.ts): prove it
// still finds a violation, so a clean result means a clean screen.
test('the accessibility check reports a violation on the screen', async ({ page }) => {
  await openDemo(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const unnamed = document.createElement('button');
    unnamed.className = 'probe';
    document.querySelector('main')?.append(unnamed);
  });
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('probe');
});
