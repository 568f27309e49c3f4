import { expect, test } from '@playwright/test';
import { mintKey } from '../mocks/lib/auth';
import { detectorFlow } from './detector-flow';
import { connect, openLive } from './fixtures';

test.describe('detectors in live mode', () => {
  test('adds a detector from its schema, edits it with the secret kept, disables it', async ({
    page,
  }) => {
    // The longest flow of the suite (two forms, two theme checks): more than the 30 s default.
    test.setTimeout(90_000);
    await openLive(page, '/detectors');
    await connect(page, await mintKey({ tenantId: 1 }));
    await expect(page.getByLabel('Live connection')).toContainText('Tenant 1');
    await detectorFlow(page);
  });
});
