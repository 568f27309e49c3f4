import { test } from '@playwright/test';
import { mintKey } from '../mocks/lib/auth';
import { connect, openLive } from './fixtures';
import { createEventTrigger } from './trigger-flow';

/** Live mode against `npm run mock:serve`: the same flow over real HTTP. */
test.describe('triggers in live mode', () => {
  test('creates an EVENT_EMITTED trigger with a typed condition and an alert with a destination', async ({
    page,
  }) => {
    test.slow();
    await openLive(page, '/contracts/1001/triggers');
    await connect(page, await mintKey({ tenantId: 1 }));
    await createEventTrigger(page);
  });
});
