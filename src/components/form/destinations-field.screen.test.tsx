// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/store';
import { TENANT_A } from '../../../mocks/test/harness';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

describe('a new destination from the form that needs it', () => {
  it('is made in a dialog and chosen, and the host form is neither sent nor left', async () => {
    const user = userEvent.setup();
    const before = db.tables.action.get(TENANT_A, 9001);
    // A valid action's edit page: a submit that reached it would save it and leave the page.
    const { router } = render('/actions/9001/edit');
    const add = await screen.findByRole('button', { name: 'New destination' }, { timeout: 15_000 });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'New destination' });
    // The dialog starts on its first field, not its close button.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Type/ })).toHaveFocus(),
    );
    const email = await within(dialog).findByRole('textbox', { name: /E-mail address/ });
    // A refusal is said in the dialog, and what was typed stays.
    await user.click(email);
    await user.paste('oncall-2');
    await user.click(within(dialog).getByRole('button', { name: 'Create destination' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveValue('oncall-2');
    await user.clear(email);
    await user.paste('oncall-2@northwind.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create destination' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New destination' })).toBeNull(),
    );
    const box = await screen.findByRole('checkbox', { name: 'email oncall-2@northwind.example' });
    await waitFor(() => expect(box).toBeChecked());
    expect(router.state.location.pathname).toBe('/actions/9001/edit');
    expect(db.tables.action.get(TENANT_A, 9001)?.updatedAt).toBe(before?.updatedAt);
  }, 40_000);
});
