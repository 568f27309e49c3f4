import { test } from '@playwright/test';
import { expectNoAxeViolations, openDemo } from './fixtures';
import { usageFlow } from './usage-flow';

test.describe('usage dashboard in demo mode', () => {
  test('range, interval, zone, query, CSV, reload and axe', async ({ page }) => {
    // A long walk through the whole dashboard, axe three times, on a shared machine.
    test.setTimeout(120_000);
    await openDemo(page, '/usage');
    await expectNoAxeViolations(page);
    await usageFlow(page);
  });
});
