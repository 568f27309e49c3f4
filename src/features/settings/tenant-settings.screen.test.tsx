// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/store';
import { TENANT_A, keyFor } from '../../../mocks/test/harness';
import { renderApp } from '@/test/render-app';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

describe('tenant settings (real routes, mock service over msw/node)', () => {
  it('refuses a blank name and a non-http(s) logo, and saves nothing', async () => {
    const user = userEvent.setup();
    render('/settings');
    const form = await screen.findByRole('form', { name: 'Tenant settings' });
    const name = await within(form).findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    const dark = within(form).getByRole('textbox', { name: /Dark logo URL/ });
    await user.clear(dark);
    await user.type(dark, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save tenant settings' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        /Name must not be blank/,
      ),
    );
    expect(dark).toHaveAccessibleDescription(/Dark logo must be blank or an http\(s\) URL/);
    expect(db.tables.tenant.get(TENANT_A, TENANT_A)?.name).toBeTruthy();
  });

  it('saves the logos and previews them on both backgrounds', async () => {
    const user = userEvent.setup();
    render('/settings');
    const form = await screen.findByRole('form', { name: 'Tenant settings' });
    const light = await within(form).findByRole('textbox', { name: /Light logo URL/ });
    await user.clear(light);
    await user.type(light, 'https://cdn.example/light.svg');
    await user.clear(within(form).getByRole('textbox', { name: /Dark logo URL/ }));
    // Asked for once the URL rests, not for every partial URL typed.
    await waitFor(() =>
      expect(within(form).getByRole('img', { name: 'Light theme: logo preview' })).toHaveAttribute(
        'src',
        'https://cdn.example/light.svg',
      ),
    );
    expect(within(form).getByText('No dark logo: the light one is shown.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save tenant settings' }));
    await waitFor(() =>
      expect(db.tables.tenant.get(TENANT_A, TENANT_A)).toMatchObject({
        logoLight: 'https://cdn.example/light.svg',
        darkLogo: '',
      }),
    );
    // The header shows the new light logo (the light theme), named by the tenant.
    const name = db.tables.tenant.get(TENANT_A, TENANT_A)?.name ?? '';
    const logo = await screen.findByRole('img', { name, hidden: true });
    expect(logo).toHaveAttribute('src', 'https://cdn.example/light.svg');
    // Until it has loaded the name stands in; once loaded, the logo alone names the tenant.
    expect(screen.getByTitle(name)).toBeInTheDocument();
    fireEvent.load(logo);
    await waitFor(() => expect(screen.queryByTitle(name)).toBeNull());
  });

  it('is read only, with the reason, for a key without a tenant admin role', async () => {
    const apiKey = await keyFor(TENANT_A, { roles: ['extractor-event'] });
    renderApp('/settings', { apiKey });
    const form = await screen.findByRole('form', { name: 'Tenant settings' });
    expect(await within(form).findByRole('textbox', { name: /Name/ })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Save tenant settings' })).toBeDisabled();
    expect(
      screen.getByText(/This key \(extractor-event\) may not change tenant settings/),
    ).toBeInTheDocument();
  });
});
