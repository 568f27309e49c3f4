// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/store';
import { keyFor, TENANT_A } from '../../../mocks/test/harness';
import { renderApp } from '@/test/render-app';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

/** Pasted, not typed: per-key typing is slow on a shared machine and tests nothing more here. */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}
let readOnlyKey = '';
beforeAll(async () => {
  readOnlyKey = await keyFor(1, { roles: ['extractor-event'] });
});

describe('organisations screens (real routes, mock service over msw/node)', () => {
  it('lists the tenant’s organisations with parent and tenant, and only that tenant’s', async () => {
    render('/organisations');
    const table = await screen.findByRole('table', { name: 'Organisations' });
    expect(
      await within(table).findByRole('link', { name: 'Northwind Risk & Compliance' }),
    ).toBeInTheDocument();
    expect(within(table).getByText('Baltic Financial Markets Authority')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Helios Security Council' })).toBeNull();
  });

  it(
    'requires an http(s) light logo on create, then creates and opens the organisation',
    {
      timeout: 40_000,
    },
    async () => {
      const user = userEvent.setup();
      const { router } = render('/organisations');
      await user.click(await screen.findByRole('button', { name: 'New organisation' }));
      const dialog = await screen.findByRole('dialog', { name: 'New organisation' });
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: /^Name/ }),
        'Screen Test Authority',
      );
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: /Dark logo URL/ }),
        'ftp://example.com/x.png',
      );
      // An icon the console would never load is refused too, and kept to correct.
      const icon = within(dialog).getByRole('textbox', { name: /Icon URL/ });
      await fill(user, icon, 'logo.png');
      await user.click(within(dialog).getByRole('button', { name: 'Create organisation' }));
      await waitFor(() =>
        expect(icon).toHaveAccessibleDescription(/Icon URL must be blank or an http\(s\) URL/),
      );
      expect(icon).toHaveValue('logo.png');
      await user.clear(icon);
      await waitFor(() =>
        expect(
          within(dialog).getByRole('textbox', { name: /Light logo URL/ }),
        ).toHaveAccessibleDescription(/Light logo must be an http\(s\) URL/),
      );
      expect(
        within(dialog).getByRole('textbox', { name: /Dark logo URL/ }),
      ).toHaveAccessibleDescription(/Dark logo must be blank or an http\(s\) URL/);

      await user.clear(within(dialog).getByRole('textbox', { name: /Dark logo URL/ }));
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: /Light logo URL/ }),
        'https://example.com/logo.png',
      );
      // Previewed on a light and, without a dark logo, the light one on a dark background.
      expect(
        await within(dialog).findByRole('img', { name: 'Light theme: logo preview' }),
      ).toHaveAttribute('src', 'https://example.com/logo.png');
      expect(within(dialog).getByRole('img', { name: 'Dark theme: logo preview' })).toHaveAttribute(
        'src',
        'https://example.com/logo.png',
      );
      expect(within(dialog).getByText('No dark logo: the light one is shown.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Create organisation' }));
      expect(
        await screen.findByRole('heading', { name: 'Screen Test Authority', level: 1 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toMatch(/^\/organisations\/\d+$/);
    },
  );

  it('refuses a name another organisation of the tenant has, in any case, and keeps it', async () => {
    const user = userEvent.setup();
    const before = db.tables.organisation.list(TENANT_A).length;
    render('/organisations');
    await user.click(await screen.findByRole('button', { name: 'New organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await fill(user, name, 'northwind  risk & COMPLIANCE');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Light logo URL/ }),
      'https://example.com/logo.png',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create organisation' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        /An organisation named northwind risk & COMPLIANCE exists already/,
      ),
    );
    expect(name).toHaveValue('northwind  risk & COMPLIANCE');
    expect(db.tables.organisation.list(TENANT_A)).toHaveLength(before);
  });

  it('leads from an organisation to its users and its scores', async () => {
    const user = userEvent.setup();
    const org = db.tables.organisation.list(TENANT_A)[0];
    if (!org) throw new Error('no seeded organisation');
    const { router } = render(`/organisations/${org.id}`);
    await user.click(await screen.findByRole('link', { name: 'Scores of this organisation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scores'));
    expect(router.state.location.search).toMatchObject({ organisationId: org.id });
  });

  it('does not offer to delete an organisation that still has users, and says why', async () => {
    const user = userEvent.setup();
    render('/organisations/701');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    // Said before it is tried: who still belongs to it, and that the service would refuse.
    expect(await within(dialog).findByText(/It still has users/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Maria Kowalski');
    // The list is named for what it is here: what keeps it, not what would go with it.
    expect(within(dialog).getByRole('region', { name: 'What keeps it' })).toHaveTextContent(
      'Maria Kowalski',
    );
    expect(within(dialog).getByRole('button', { name: /^Delete/ })).toBeDisabled();
    expect(dialog).not.toHaveTextContent('This cannot be undone');
    // The first focus is Cancel, not the dialog's Close.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  });

  it('names the pending invitations to an organisation before deleting it', async () => {
    const now = Date.now();
    db.tables.invitation.insert(TENANT_A, {
      id: 990,
      createdAt: now,
      updatedAt: now,
      email: 'auditor.to.be@northwind.example',
      roles: ['extractor-event'],
      tenantId: TENANT_A,
      organisationId: 703,
      expiredAt: now + 86_400_000,
      status: 'PENDING',
      invitedBy: null,
    });
    const user = userEvent.setup();
    render('/organisations/703');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Pending invitations name it/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('auditor.to.be@northwind.example');
    expect(dialog).not.toHaveTextContent('Nothing else is deleted with it');
  });

  it('edits an organisation and keeps a blank light logo allowed on update', async () => {
    const user = userEvent.setup();
    render('/organisations/703');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Parent/ }), 'Northwind Holding');
    await user.clear(within(dialog).getByRole('textbox', { name: /Light logo URL/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findAllByText('Northwind Holding')).not.toHaveLength(0);
  });

  it('a key without an admin role sees no write controls and is told why', async () => {
    renderApp('/organisations', { apiKey: readOnlyKey });
    expect(await screen.findByText(/may not change organisations/)).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Northwind Risk & Compliance' });
    expect(screen.queryByRole('button', { name: 'New organisation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});
