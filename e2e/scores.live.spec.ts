import { expect, test } from '@playwright/test';
import { mintKey } from '../mocks/lib/auth';
import { connect, expectNoAxeViolations, openLive } from './fixtures';
import { bulkMarkTwentyViewed, openFirstRecord, runAndFindExecution } from './observe-flows';

/** Live mode against the mock HTTP service: `refresh` on score updates over real HTTP. */
test.describe('scores and executions in live mode', () => {
  test('bulk-marks 20 scores viewed and the list reflects it at once', async ({ page }) => {
    test.setTimeout(240_000);
    await openLive(page, '/scores?viewed=unviewed&size=20');
    await connect(page, await mintKey({ tenantId: 1 }));
    await expect(page).toHaveURL(/\/scores\?/);
    await bulkMarkTwentyViewed(page);
    await openFirstRecord(page);
    await expectNoAxeViolations(page);
  });

  test('runs an action by hand and finds the execution', async ({ page }) => {
    test.setTimeout(240_000);
    await openLive(page, '/actions/9001');
    await connect(page, await mintKey({ tenantId: 1 }));
    await expect(page.getByRole('button', { name: 'Run manually' })).toBeVisible();
    await runAndFindExecution(page, 9001);
  });
});
