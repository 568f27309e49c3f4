import { expect, test } from '@playwright/test';
import { expectAccessibleInBothThemes, openDemo } from './fixtures';
import { createEventTrigger } from './trigger-flow';

test.describe('triggers in demo mode', () => {
  test('creates an EVENT_EMITTED trigger with a typed condition and an alert with a destination', async ({
    page,
  }) => {
    test.slow();
    await openDemo(page, '/contracts/1001/triggers');
    await createEventTrigger(page);
  });

  test('lists triggers with filters in the URL and disables one in bulk', async ({ page }) => {
    await openDemo(page, '/triggers?type=BLACKLISTED_CALLERS');
    const table = page.getByRole('table', { name: 'Triggers' });
    await expect(table.getByRole('link', { name: 'Known exploiters call the pool' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Large USDC outflow from treasury' })).toHaveCount(
      0,
    );
    await expectAccessibleInBothThemes(page);
    await page.getByRole('checkbox', { name: 'Select Known exploiters call the pool' }).check();
    await page
      .getByRole('region', { name: 'Selected rows' })
      .getByRole('button', { name: 'Disable', exact: true })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Disable/ })
      .click();
    await expect(table.getByRole('row', { name: /Known exploiters call the pool/ })).toContainText(
      'disabled',
    );
  });
});
