// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyFor } from '../../../mocks/test/harness';
import { renderApp } from '@/test/render-app';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

/** The users list with its invitation dialog open. */
async function openInvite() {
  const user = userEvent.setup();
  render('/users');
  await user.click(await screen.findByRole('button', { name: 'Invite user' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Invite a user' }) };
}
let readOnlyKey = '';
beforeAll(async () => {
  readOnlyKey = await keyFor(1, { roles: ['extractor-event'] });
});

describe('users screens (real routes, mock service over msw/node)', () => {
  it('lists more than one page of users with organisation and roles', async () => {
    render('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findAllByRole('link')).toHaveLength(25);
    expect(screen.getByText(/Showing 1–25 of \d+/)).toBeInTheDocument();
    // The e-mail whole, free to break after its @ rather than cut (at 1024 px only the local
    // part showed).
    const row = within(table).getByRole('link', { name: 'Maria Kowalski' }).closest('tr')!;
    const email = within(row).getByText(/^maria\.kowalski@/);
    expect(email).toHaveTextContent(/^maria\.kowalski@[\w.-]+\.\w+$/);
    expect(email).not.toHaveAttribute('data-truncate');
    expect(email.querySelector('wbr')).not.toBeNull();
    const pending = await screen.findByRole('table', { name: 'Invitations not accepted' });
    expect(within(pending).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('filters by role and organisation from the URL', async () => {
    render('/users?role=admin&organisationId=701');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByRole('link', { name: 'Maria Kowalski' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Aino Virtanen' })).toBeNull(),
    );
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(row).toHaveTextContent('admin');
      expect(row).toHaveTextContent('Northwind Risk & Compliance');
    }
  });

  it(
    'says in words what an invitation lacks: an address, a real one, a role',
    { timeout: 40_000 },
    async () => {
      const { user, dialog } = await openInvite();
      const roles = within(dialog).getByLabelText(/^Roles/, {
        selector: 'input:not([type=hidden])',
      });
      await user.click(roles);
      await user.keyboard('{Backspace}');
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      expect(
        (await within(dialog).findAllByText('Enter the address the invitation goes to')).length,
      ).toBeGreaterThan(0);
      expect(within(dialog).getAllByText('Pick at least one role').length).toBeGreaterThan(0);
      const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
      await user.click(email);
      await user.paste('maria');
      expect(
        (await within(dialog).findAllByText('E-mail must look like name@example.com')).length,
      ).toBeGreaterThan(0);
      expect(email).toHaveValue('maria');
    },
  );

  it(
    'invites a user, lists the invitation as pending, and revokes it',
    { timeout: 40_000 },
    async () => {
      const { user, dialog } = await openInvite();
      const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
      await user.click(email);
      await user.paste('maria.kowalski@northwind.example');
      await user.click(
        within(dialog).getByLabelText(/^Organisation/, { selector: 'input:not([type=hidden])' }),
      );
      await user.click(
        await screen.findByRole('option', { name: 'Baltic Virtual Asset Supervisor' }),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      // The service refuses an existing user's address, on the field.
      expect(
        await within(dialog).findByText(
          'Already a user of this tenant: maria.kowalski@northwind.example',
        ),
      ).toBeInTheDocument();
      await user.clear(email);
      await user.paste('new.analyst@northwind.example');
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const pending = await screen.findByRole('table', { name: 'Invitations not accepted' });
      const row = (await within(pending).findByText('new.analyst@northwind.example')).closest('tr');
      expect(row).toHaveTextContent('Baltic Virtual Asset Supervisor');
      await user.click(
        within(pending).getByRole('button', {
          name: 'Revoke the invitation of new.analyst@northwind.example',
        }),
      );
      const confirm = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
      await user.click(within(confirm).getByRole('button', { name: 'Revoke invitation' }));
      await waitFor(() =>
        expect(within(pending).queryByText('new.analyst@northwind.example')).toBeNull(),
      );
    },
  );

  it(
    'sends an expired invitation again from its address, roles and organisation',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      render('/users');
      const open = await screen.findByRole('table', { name: 'Invitations not accepted' });
      const row = (await within(open).findByText('contractor@northwind.example')).closest('tr');
      if (!row) throw new Error('no row');
      expect(row).toHaveTextContent('Expired');
      // An expired invitation cannot be revoked; it can be sent again.
      expect(within(row).queryByRole('button', { name: /^Revoke/ })).toBeNull();
      await user.click(
        within(row).getByRole('button', { name: 'Invite again: contractor@northwind.example' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Invite again' });
      expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveValue(
        'contractor@northwind.example',
      );
      expect(dialog).toHaveTextContent('extractor-service');
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // One row for the address: pending now (Revoke), the expired one gone with its button.
      await waitFor(() => {
        const again = within(open)
          .getAllByText('contractor@northwind.example')
          .map((e) => e.closest('tr'));
        expect(again).toHaveLength(1);
        expect(again[0]).not.toHaveTextContent('Expired');
      });
      expect(
        within(open).queryByRole('button', { name: 'Invite again: contractor@northwind.example' }),
      ).toBeNull();
    },
  );

  it('changes a user’s roles on the user page', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    render('/users/803');
    expect(
      await screen.findByRole('heading', { name: 'Aino Virtanen', level: 1 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit roles and organisation' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByLabelText(/^Roles/, { selector: 'input:not([type=hidden])' }),
    );
    const option = await screen.findByRole('option', { name: /^extractor-service/ });
    // Each role says what it may do.
    expect(option).toHaveTextContent('monitoring only; no administration');
    await user.click(option);
    // Picked: the option says so (aria-selected, and a check mark beside it).
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    expect(within(dialog).getByText(/admin and extractor-admin may manage/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('extractor-service')).toBeInTheDocument();
  });

  it('refuses a user without a role in words, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    render('/users/803');
    await user.click(await screen.findByRole('button', { name: 'Edit roles and organisation' }));
    const dialog = await screen.findByRole('dialog');
    const roles = within(dialog).getByLabelText(/^Roles/, {
      selector: 'input:not([type=hidden])',
    });
    await user.click(roles);
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await within(dialog).findAllByText('Pick at least one role')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 40_000);

  it('disables a user from the list’s row, and the row says so', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    render('/users?q=Virtanen');
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (await within(table).findByRole('link', { name: 'Aino Virtanen' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent(/Active/i);
    await user.click(within(row).getByRole('button', { name: 'Edit Aino Virtanen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Aino Virtanen' });
    const status = within(dialog).getByLabelText(/^Status/, {
      selector: 'input:not([type=hidden])',
    });
    await user.click(status);
    // The list's status filter has a DISABLED option too: this field's own list.
    await waitFor(() => expect(status).toHaveAttribute('aria-controls'));
    const options = document.getElementById(status.getAttribute('aria-controls') ?? '');
    if (!options) throw new Error('no option list');
    await user.click(within(options).getByRole('option', { name: 'DISABLED' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        within(table).getByRole('link', { name: 'Aino Virtanen' }).closest('tr'),
      ).toHaveTextContent(/Disabled/i),
    );
  });

  it('a key without an admin role may not invite, edit or see another user’s devices', async () => {
    renderApp('/users/803', { apiKey: readOnlyKey });
    expect(
      await screen.findByRole('heading', { name: 'Aino Virtanen', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit roles and organisation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set up an authenticator' })).toBeNull();
    expect(
      screen.getByText(/may not manage another user's two-factor devices/),
    ).toBeInTheDocument();
  });

  it('a key without an admin role sees no invite, edit or revoke control', async () => {
    renderApp('/users', { apiKey: readOnlyKey });
    expect(await screen.findByText(/may not invite users/)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Invitations not accepted' });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findAllByRole('link')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });
});
