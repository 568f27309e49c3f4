import { test } from '@playwright/test';
import { detectorFlow } from './detector-flow';
import { openDemo } from './fixtures';

test.describe('detectors in demo mode', () => {
  test('adds a detector from its schema, edits it with the secret kept, disables it', async ({
    page,
  }) => {
    // The longest flow of the suite (two forms, two theme checks): more than the 30 s default.
    test.setTimeout(90_000);
    await openDemo(page, '/detectors');
    await detectorFlow(page);
  });
});
