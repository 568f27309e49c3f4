import { test } from '@playwright/test';
import { mintKey } from '../mocks/lib/auth';
import { alertJourney } from './alerts-flow';
import { connect, openLive } from './fixtures';

test.describe('alert feed in live mode', () => {
  test('query, severity chip, detail with j/k, chart bar, axe in both themes', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1024, height: 900 });
    await openLive(page, '/alerts?range=90d');
    await connect(page, await mintKey({ tenantId: 1 }));
    await alertJourney(page, 'live');
  });
});
