// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupScreens } from '@/test/screens';
import { setScenario } from '../../../mocks/lib/scenarios';

const { renderDemo } = setupScreens();

afterEach(() => setScenario({ name: 'none' }));

describe('Settings → Demo: failure scenario', () => {
  it('shows the scenario the demo service is in, also after leaving Settings', async () => {
    const user = userEvent.setup();
    renderDemo('/settings');
    const field = await screen.findByRole('combobox', { name: 'Failure scenario' });
    await waitFor(() => expect(field).toHaveValue('Normal'));
    await user.click(field);
    await user.click(
      await screen.findByRole('option', { name: 'Flaky (every other request fails)' }),
    );
    await waitFor(() => expect(field).toHaveValue('Flaky (every other request fails)'));
    // Settings again, as after visiting another screen: the choice is read back from the service.
    cleanup();
    renderDemo('/settings');
    const again = await screen.findByRole('combobox', { name: 'Failure scenario' });
    await waitFor(() => expect(again).toHaveValue('Flaky (every other request fails)'));
  });
});
