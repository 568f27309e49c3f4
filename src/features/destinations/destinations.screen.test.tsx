// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/store';
import { TENANT_A } from '../../../mocks/test/harness';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

/** A new destination's form, of the HTTP webhook type, with its URI typed. */
async function newWebhook(uri: string) {
  const user = userEvent.setup();
  render('/destinations/new');
  await user.click(await screen.findByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: 'HTTP webhook' }));
  await user.type(await screen.findByRole('textbox', { name: /Webhook URI/ }), uri);
  return user;
}

describe('destinations screens (real routes, mock service over msw/node)', () => {
  it('lists the contacts and filters by type and tag from the URL', async () => {
    render('/destinations?type=TELEGRAM');
    const table = await screen.findByRole('table', { name: 'Destinations' });
    expect(await within(table).findByRole('link', { name: 'Northwind SecOps' })).toBeVisible();
    expect(within(table).getByText('Waiting for /start')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'secops@northwind.example' })).toBeNull();
  });

  it('keeps what was typed per type: switching type carries nothing over and brings it back', async () => {
    const user = userEvent.setup();
    render('/destinations/new');
    const email = await screen.findByRole('textbox', { name: /E-mail address/ });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create destination' }));
    // The summary names the field as the form does, in the form's order.
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByText('E-mail address must look like name@example.com'),
    ).toBeVisible();

    const pick = async (type: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Type' }));
      await user.click(await screen.findByRole('option', { name: type }));
    };
    await pick('Slack');
    const channel = await screen.findByRole('textbox', { name: /Channel/ });
    expect(channel).toHaveValue('');
    // The e-mail's error went with its type: none on the new type's fields until the next save.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(channel).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Create destination' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert'))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Slack webhook URI is required', 'Channel is required']),
    );
    await user.type(screen.getByRole('textbox', { name: /Channel/ }), '#alerts');
    await pick('E-mail');
    expect(await screen.findByRole('textbox', { name: /E-mail address/ })).toHaveValue(
      'not-an-email',
    );
    await pick('Slack');
    expect(await screen.findByRole('textbox', { name: /Channel/ })).toHaveValue('#alerts');
  });

  it('says which destination already sends to an address, and still creates a second one', async () => {
    const user = userEvent.setup();
    const { router } = render('/destinations/new');
    const email = await screen.findByRole('textbox', { name: /E-mail address/ });
    await user.type(email, 'SecOps@northwind.example');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Another destination (#301) already sends to this address; saving adds a second one.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Another destination (#301)' })).toHaveAttribute(
      'href',
      '/destinations/301',
    );
    await user.clear(email);
    await user.type(email, 'new@northwind.example');
    await waitFor(() => expect(email).not.toHaveAccessibleDescription());
    await user.type(email, '{Backspace>21/}secops@northwind.example');
    await user.click(screen.getByRole('button', { name: 'Create destination' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/destinations\/\d+$/));
    expect(router.state.location.pathname).not.toBe('/destinations/301');
  });

  it('on edit, is not its own twin, and names another without promising a second one', async () => {
    const user = userEvent.setup();
    render('/destinations/301/edit');
    const email = await screen.findByRole('textbox', { name: /E-mail address/ });
    await waitFor(() => expect(email).toHaveValue('secops@northwind.example'));
    // The tenant's destinations are in when another address names its twin.
    await user.clear(email);
    await user.type(email, 'oncall@northwind.example');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Another destination (#310) already sends to this address.',
      ),
    );
    await user.clear(email);
    await user.type(email, 'secops@northwind.example');
    await waitFor(() => expect(email).not.toHaveAccessibleDescription());
  });

  it('refuses a plain-http webhook with the shared rule and keeps the input', async () => {
    const user = userEvent.setup();
    render('/destinations/new');
    await user.click(await screen.findByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'HTTP webhook' }));
    const uri = await screen.findByRole('textbox', { name: /Webhook URI/ });
    await user.type(uri, 'http://hooks.example/x');
    await user.click(screen.getByRole('button', { name: 'Create destination' }));
    await waitFor(() => expect(uri).toHaveAccessibleDescription(/Must use https/));
    expect(uri).toHaveValue('http://hooks.example/x');
  });

  it('creates a webhook with a header, then masks the header value', async () => {
    const user = await newWebhook('https://relay.example/hook');
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.type(screen.getByRole('textbox', { name: 'Header 1 name' }), 'X-Api-Key');
    await user.type(screen.getByRole('textbox', { name: 'Header 1 value' }), 'top-secret-42');
    await user.click(screen.getByRole('button', { name: 'Create destination' }));
    expect(
      await screen.findByRole('heading', { name: 'https://relay.example/hook', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('X-Api-Key: value hidden')).toBeInTheDocument();
    expect(screen.queryByText('top-secret-42')).toBeNull();
    const saved = db.tables.destination
      .list(TENANT_A)
      .find((d) => d.uri === 'https://relay.example/hook');
    expect(saved?.headers).toEqual({ 'X-Api-Key': 'top-secret-42' });
  });

  it('names a bad header by its row, in the words of every other field', async () => {
    const user = await newWebhook('https://relay.example/bad-header');
    // Nothing is saved yet: no word of keeping a saved value.
    expect(screen.getByText(/Once saved, a value is never shown again/)).toBeInTheDocument();
    expect(screen.queryByText(/leave one empty to keep it/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.type(screen.getByRole('textbox', { name: 'Header 2 name' }), 'Bad Header');
    await user.type(screen.getByRole('textbox', { name: 'Header 2 value' }), 'x');
    await user.type(screen.getByRole('textbox', { name: 'Header 1 name' }), 'X-Ok');
    await user.click(screen.getByRole('button', { name: 'Create destination' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(
      'Header 2 name: A header name is letters, digits and - (no spaces), such as X-Api-Key',
    );
    expect(summary).toHaveTextContent('Header 1 value is required');
    expect(screen.getByRole('textbox', { name: 'Header 2 name' })).toHaveAccessibleDescription(
      'A header name is letters, digits and - (no spaces), such as X-Api-Key',
    );
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'Header 2 name' })).toHaveValue('Bad Header');
  });

  it('keeps a saved header value that is left empty on edit', async () => {
    const user = userEvent.setup();
    render('/destinations/303/edit');
    const value = await screen.findByRole('textbox', { name: 'Header 2 value' });
    expect(value).toHaveValue('');
    await user.clear(screen.getByRole('textbox', { name: 'Header 1 name' }));
    await user.type(screen.getByRole('textbox', { name: 'Header 1 name' }), 'X-Vigil-Origin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { name: /hooks.northwind.example/, level: 1 });
    expect(db.tables.destination.get(TENANT_A, 303)?.headers).toEqual({
      'X-Vigil-Origin': 'northwind',
      Authorization: 'Bearer nw-webhook-2f9c',
    });
  });

  it('shows the binding step and binds the chat with the demo control', async () => {
    const user = userEvent.setup();
    render('/destinations/312');
    expect(await screen.findByRole('heading', { name: 'Bind the Telegram chat' })).toBeVisible();
    // The header says it, as the list does: an ACTIVE destination that nothing reaches yet.
    expect(screen.getByText('Waiting for /start')).toBeInTheDocument();
    const token = db.tables.destination.get(TENANT_A, 312)?.uid?.split(' ').pop() ?? '';
    expect(screen.getByLabelText('Command to send')).toHaveTextContent(`/start ${token}`);
    expect(await screen.findByRole('link', { name: 'Open in Telegram' })).toHaveAttribute(
      'href',
      `https://t.me/VigilAlertsBot?start=${token}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Simulate the /start message' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Bind the Telegram chat' })).toBeNull(),
    );
    expect(screen.getByText('Bound by')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for /start')).toBeNull();
  });

  it('test-sends and shows the result and the new delivery', async () => {
    const user = userEvent.setup();
    render('/destinations/303');
    await user.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test message delivered')).toBeInTheDocument();
    expect(screen.getAllByText(/POST https:\/\/hooks.northwind.example\/vigil/).length).toBe(2);
  });

  it('warns which detectors, trigger alerts and actions use a destination before deleting', async () => {
    const user = userEvent.setup();
    render('/destinations/302');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('It is in use. These stay, but stop notifying it:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/detectors:/)).toBeInTheDocument();
  });
});
