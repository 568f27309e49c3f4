import { expect, test } from '@playwright/test';
import { mintKey } from '../mocks/lib/auth';
import { connect, openLive } from './fixtures';
import { usageFlow } from './usage-flow';

/** Live mode against `npm run mock:serve`: the same dashboard over real HTTP. */
test.describe('usage dashboard in live mode', () => {
  test('range, interval, zone, query, CSV, reload and axe', async ({ page }) => {
    // A long walk through the whole dashboard, axe three times, on a shared machine.
    test.setTimeout(120_000);
    await openLive(page, '/usage');
    await connect(page, await mintKey({ tenantId: 1, roles: ['admin'] }));
    await expect(page).toHaveURL(/\/usage/);
    await usageFlow(page);
  });
});
