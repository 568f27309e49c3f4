// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { keyFor } from '../../../mocks/test/harness';
import { renderApp } from '@/test/render-app';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

/** The roles an invitation offers to the given key's user. */
async function offeredRoles(apiKey: string) {
  const user = userEvent.setup();
  const { unmount } = renderApp('/users', { apiKey });
  await user.click(await screen.findByRole('button', { name: 'Invite user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
  await user.click(
    within(dialog).getByLabelText(/^Roles/, { selector: 'input:not([type=hidden])' }),
  );
  const listbox = await screen.findByRole('listbox');
  const roles = within(listbox)
    .getAllByRole('option')
    .map((o) => o.querySelector('p')?.textContent);
  const note = within(dialog).getByText(/may manage organisations, users and invitations/);
  const said = note.textContent;
  unmount();
  return { roles, said };
}

describe('the roles an invitation offers', () => {
  it('offers admin to an admin key only (the service refuses it to a tenant admin)', async () => {
    const tenantAdmin = await offeredRoles(await keyFor(1, { roles: ['extractor-admin'] }));
    expect(tenantAdmin.roles).toEqual(['extractor-admin', 'extractor-event', 'extractor-service']);
    expect(tenantAdmin.said).toMatch(/only an admin key grants admin/);
    const admin = await offeredRoles(await keyFor(1, { roles: ['admin'] }));
    expect(admin.roles).toContain('admin');
    expect(admin.said).toMatch(/^admin and extractor-admin may manage/);
  });
});

describe('invitations beside a search', () => {
  it('narrows them to the addresses the search holds, and says so', async () => {
    render('/users?q=audit');
    const table = await screen.findByRole('table', { name: 'Invitations not accepted' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(/^auditor@/);
    expect(
      screen.getByText('Only those the search, role and organisation above allow.'),
    ).toBeVisible();
  });

  it('says when none of them matches, by search or by role', async () => {
    const { unmount } = render('/users?role=admin');
    expect(
      await screen.findByText('None of them matches the search, role and organisation above.'),
    ).toBeInTheDocument();
    unmount();
    render('/users?q=nobody-by-this-name');
    expect(
      await screen.findByText('None of them matches the search, role and organisation above.'),
    ).toBeInTheDocument();
  });
});
