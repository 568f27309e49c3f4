import { test } from '@playwright/test';
import { alertJourney } from './alerts-flow';
import { openDemo } from './fixtures';

test.describe('alert feed in demo mode', () => {
  test('query, severity chip, detail with j/k, chart bar, axe in both themes', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await openDemo(page, '/alerts?range=90d');
    await alertJourney(page, 'demo');
  });
});
