// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

/** Replace an input's text in one step (typing key by key is slow on jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.clear(el);
  await user.click(el);
  await user.paste(text);
}

/** Contract 1001 is USD Coin on Ethereum; schema 203 the TVL monitor, 210 the GitHub monitor. */
// A whole generated form per test: more than the default 15 s on a busy two-core machine.
describe('detector form (real routes, mock service over msw/node)', { timeout: 40_000 }, () => {
  it('offers only the schemas that run on the chosen contract’s network', async () => {
    const user = userEvent.setup();
    render('/detectors/new?contractId=1001');
    const schema = await screen.findByRole(
      'combobox',
      { name: /Detector schema/ },
      { timeout: 15_000 },
    );
    // The select is disabled while the schemas load, and a click on it then opens nothing (on
    // a busy machine the combobox was found, and clicked, before they came); the contract's
    // network is known once the description names it.
    await waitFor(() => expect(schema).toBeEnabled());
    expect(await screen.findByText(/^Schemas that run on/)).toBeInTheDocument();
    await user.click(schema);
    expect(await screen.findByRole('option', { name: /TVL monitor/ })).toBeInTheDocument();
    // Retired versions are not offered for new detectors.
    expect(screen.queryByRole('option', { name: /retired/ })).toBeNull();
  });

  it('says when the contract in its address names nothing, and offers no form', async () => {
    render('/detectors/new?contractId=999999&schemaId=203');
    expect(
      await screen.findByText('No contract or wallet #999999 here: pick one', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add detector' })).toBeNull();
  });

  it('says what its schema list holds before a contract is picked', async () => {
    render('/detectors/new');
    const schema = await screen.findByRole(
      'combobox',
      { name: /Detector schema/ },
      { timeout: 15_000 },
    );
    expect(schema).toHaveAccessibleDescription(/^All schemas, until a contract narrows them$/);
    // Each schema says what it watches under its name, before it is picked.
    await waitFor(() => expect(schema).toBeEnabled());
    await userEvent.setup().click(schema);
    expect(await screen.findByRole('option', { name: /^GitHub monitor/ })).toHaveTextContent(
      /Alerts on pushes, force-pushes, releases/,
    );
  });

  it('asks before another schema starts the form again, and keeps the edits when told to', async () => {
    const user = userEvent.setup();
    render('/detectors/new?contractId=1001&schemaId=203');
    const form = await screen.findByRole('form', { name: 'Detector' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await fill(user, name, 'My TVL watch');
    const schema = screen.getByRole('combobox', { name: /Detector schema/ });
    await waitFor(() => expect(schema).toBeEnabled());
    await user.click(schema);
    await user.click(await screen.findByRole('option', { name: /GitHub monitor/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByRole('form', { name: 'Detector' })).getByRole('textbox', { name: /Name/ }),
    ).toHaveValue('My TVL watch');
  });

  it('generates the config form from the JSON Schema and refuses bad values as you type', async () => {
    const user = userEvent.setup();
    render('/detectors/new?contractId=1001&schemaId=203');
    const form = await screen.findByRole('form', { name: 'Detector' });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('TVL monitor');
    // Array of objects: starts empty (minItems 1), a row is added with its defaults.
    await user.click(within(form).getByRole('button', { name: /Add token/ }));
    const row = within(form).getByRole('group', { name: 'Token 1' });
    expect(within(row).getByRole('textbox', { name: /Drop threshold/ })).toHaveValue('1%');
    const threshold = within(row).getByRole('textbox', { name: /Drop threshold/ });
    await fill(user, threshold, 'ten');
    // Said once: the field's description above it is not repeated in brackets; what the value
    // must look like is said instead.
    expect(
      await within(row).findByText(
        "'ten' is not a valid drop threshold: a percentage such as 10% or 2.5%",
      ),
    ).toBeInTheDocument();
    // Severity is last, as a choice of the presets, explained in their words, not numbers.
    expect(within(form).getByText(/a level gives every alert that severity/)).toBeInTheDocument();
    expect(within(form).queryByText(/lower bounds/)).toBeNull();
    const radios = within(form).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      '-1',
      '0',
      '0.15',
      '0.25',
      '0.5',
      '0.75',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Add detector' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/fix/i);
    expect(threshold).toHaveValue('ten');
  });

  it("links a list's refusal in the summary to its Add button, which says it", async () => {
    const user = userEvent.setup();
    render('/detectors/new?contractId=1001&schemaId=203');
    const form = await screen.findByRole('form', { name: 'Detector' });
    await user.click(within(form).getByRole('button', { name: 'Add detector' }));
    const add = within(form).getByRole('button', { name: /Add token/ });
    await waitFor(() => expect(add).toHaveAccessibleDescription(/at least 1/));
    await user.click(await screen.findByRole('link', { name: /^Tokens: .*at least 1/ }));
    expect(add).toHaveFocus();
  });

  it('marks a list input whose item the schema refuses, not only the summary', async () => {
    const user = userEvent.setup();
    render('/detectors/new?contractId=1001&schemaId=201');
    const form = await screen.findByRole('form', { name: 'Detector' });
    const threshold = within(form).getByRole('textbox', { name: /Threshold/ });
    expect(threshold).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toBeRequired();
    await fill(user, threshold, 'abc');
    // Said once: the description above the field is not repeated in brackets under it.
    await waitFor(() =>
      expect(threshold).toHaveAccessibleDescription(
        "'abc' is not a valid threshold: digits only, a whole number without sign, decimal point or separators Minimum transfer amount, raw integer in the smallest unit of the token.",
      ),
    );
    await fill(user, threshold, '1500000');
    // A raw amount says what it reads as, with the token's decimals (USD Coin: 6).
    await waitFor(() =>
      expect(threshold).toHaveAccessibleDescription(/= 1\.5 tokens \(it has 6 decimals\)$/),
    );
    await fill(user, threshold, '1000');
    const watched = within(form).getByLabelText(/Watched addresses/, {
      selector: 'input:not([type=hidden])',
    });
    await user.type(watched, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48{Enter}0x123{Enter}');
    expect(within(form).getByText('0x123')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add detector' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Watched addresses/);
    await waitFor(() => expect(watched).toHaveAttribute('aria-invalid', 'true'));
    expect(watched).toHaveAccessibleDescription(
      /'0x123' is not a valid value: 0x and 40 hex digits/,
    );
    // The refused item's own pill is marked too, and only it.
    const pillOf = (text: string) => within(form).getByText(text).closest('.mantine-Pill-root');
    expect(pillOf('0x123')).toHaveAttribute('data-refused', 'true');
    expect(pillOf('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).not.toHaveAttribute(
      'data-refused',
    );
  });

  it('says what an emptied text field with a default sends: nothing, and the service fills it', async () => {
    const user = userEvent.setup();
    render('/detectors/new?contractId=1001&schemaId=201');
    const form = await screen.findByRole('form', { name: 'Detector' });
    const message = within(form).getByRole('textbox', { name: /Alert message/ });
    const fallback = 'Transfer of {value} from {from} to {to}';
    expect(message).toHaveValue(fallback);
    await user.clear(message);
    expect(message).toHaveAttribute('placeholder', `Empty: the default, ${fallback}`);
  });

  it("offers a contract call's function from the contract's read functions, not its writes", async () => {
    const user = userEvent.setup();
    render('/detectors/5006/edit');
    const form = await screen.findByRole('form', { name: 'Detector' }, { timeout: 15_000 });
    const fn = within(form).getByRole('combobox', { name: /Function/ });
    expect(fn).toHaveValue('balanceOf(address)(uint256)');
    // The chosen function's inputs, for the parameters below it.
    await waitFor(() =>
      expect(fn).toHaveAccessibleDescription(/Its parameters, in order: \w+ \(address\)\.$/),
    );
    await fill(user, fn, 'total');
    expect(fn).toHaveAccessibleDescription(/pick from the contract's \d+ read functions/);
    await user.click(await screen.findByRole('option', { name: 'totalSupply()(uint256)' }));
    expect(fn).toHaveValue('totalSupply()(uint256)');
    expect(fn).toHaveAccessibleDescription(/It takes no parameters\.$/);
    await fill(user, fn, 'transfer');
    expect(screen.queryByRole('option', { name: /^transfer/ })).toBeNull();
  });

  it('says a number is out of its range instead of changing it', async () => {
    const user = userEvent.setup();
    render('/detectors/new?contractId=1001&schemaId=202');
    const form = await screen.findByRole('form', { name: 'Detector' });
    const decimals = within(form).getByRole('textbox', { name: /Native decimals/ });
    await fill(user, decimals, '99');
    await user.tab();
    expect(decimals).toHaveValue('99');
    await user.click(within(form).getByRole('button', { name: 'Add detector' }));
    await waitFor(() => expect(decimals).toHaveAccessibleDescription(/at most 36/));
    expect(decimals).toHaveValue('99');
  });

  it("starts a new balance monitor from its network's coin's decimals, not EVM's 18", async () => {
    for (const [contractId, decimals] of [
      [1015, '8'], // Bitcoin
      [1014, '9'], // Solana
      [1001, '18'], // Ethereum
    ] as const) {
      const { unmount } = render(`/detectors/new?contractId=${contractId}&schemaId=202`);
      const form = await screen.findByRole('form', { name: 'Detector' });
      const field = within(form).getByRole('textbox', { name: /Native decimals/ });
      expect(field).toHaveValue(decimals);
      unmount();
    }
    // Another contract picked after the form showed (before any edit): the value follows its
    // network.
    const { router } = render('/detectors/new?contractId=1015&schemaId=202');
    const form = await screen.findByRole('form', { name: 'Detector' });
    const field = within(form).getByRole('textbox', { name: /Native decimals/ });
    expect(field).toHaveValue('8');
    await router.navigate({ to: '/detectors/new', search: { contractId: 1001, schemaId: 202 } });
    await waitFor(() => expect(field).toHaveValue('18'));
    // Following the network is no edit of the user's: leaving asks nothing.
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/detectors'));
  });

  it('creates a detector with a list row and lands on its page', async () => {
    const user = userEvent.setup();
    const { router } = render('/detectors/new?contractId=1001&schemaId=203');
    const form = await screen.findByRole('form', { name: 'Detector' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await fill(user, name, 'USDC TVL watch');
    await user.click(within(form).getByRole('button', { name: /Add token/ }));
    await fill(
      user,
      within(form).getByRole('textbox', { name: /Token address/ }),
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    );
    await user.click(within(form).getByRole('radio', { name: 'High' }));
    await user.click(within(form).getByRole('button', { name: 'Add detector' }));
    expect(await screen.findByRole('heading', { name: 'USDC TVL watch', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toMatch(/^\/detectors\/\d+$/);
    expect(await screen.findByText('High')).toBeInTheDocument();
  });

  it('keeps a secret on edit when left blank and never shows it', async () => {
    const user = userEvent.setup();
    const { router } = render('/detectors/new?contractId=1001&schemaId=210');
    const form = await screen.findByRole('form', { name: 'Detector' });
    await fill(user, within(form).getByRole('textbox', { name: /Repository/ }), 'acme/vault');
    await fill(user, within(form).getByLabelText(/Access token/), 'ghp_secret');
    await user.click(within(form).getByRole('button', { name: 'Add detector' }));
    await screen.findByRole('heading', { name: 'GitHub monitor', level: 1 });
    const id = /\/detectors\/(\d+)/.exec(router.state.location.pathname)?.[1];
    expect(screen.queryByText('ghp_secret')).toBeNull();
    await router.navigate({ to: `/detectors/${id}/edit` });
    const edit = await screen.findByRole('form', { name: 'Detector' });
    const token = within(edit).getByLabelText(/Access token/);
    expect(token).toHaveValue('');
    expect(within(edit).getByText(/Leave blank to keep it/)).toBeInTheDocument();
    const branch = within(edit).getByRole('textbox', { name: /Branch/ });
    await fill(user, branch, 'release');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/detectors/${id}`));
  });

  it('names the actions bound to a detector on its page, with their filters', async () => {
    render('/detectors/5004');
    const runs = await screen.findByRole('heading', { name: 'Actions it runs' });
    const panel = runs.closest('div') ?? document.body;
    expect(
      await within(panel).findByRole('link', {
        name: 'Emergency withdraw from Aave pool',
      }),
    ).toHaveAttribute('href', '/actions/9001');
  });

  it('deletes a detector after a confirmation, says so and lands on the list', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    const { router } = render('/detectors/5004');
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: /Delete detector/ });
    expect(dialog).toHaveTextContent('the action bound to it loses that binding');
    await user.click(within(dialog).getByRole('button', { name: 'Delete detector' }));
    expect(
      await screen.findByRole('heading', { name: 'Detectors', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/detectors');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Detector “Aave pool TVL drop” deleted' }),
    );
    show.mockRestore();
  });

  it('lists the latest alerts in columns, each opening in the alert feed', async () => {
    render('/detectors/5001');
    const table = await screen.findByRole('table', { name: 'Latest alerts' }, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Severity', 'Alert']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(3);
    const links = within(table).getAllByRole('link');
    expect(links).toHaveLength(rows.length);
    const href = new URL(links[0]?.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/alerts');
    expect(href.searchParams.get('detectorId')).toBe('5001');
    expect(href.searchParams.get('alert')).toMatch(/^al-/);
  });

  it('keeps the contract picker closed to typing until its options, project groups too, are in', async () => {
    // Typed text was wiped when the project groups arrived after the contracts (seen in CI).
    let release = () => {};
    const projectsHeld = new Promise<void>((r) => (release = r));
    let asked = () => {};
    const contractsAsked = new Promise<void>((r) => (asked = r));
    server.use(
      http.post('*/api/v1/project/search', async () => {
        await projectsHeld;
      }),
      http.post('*/api/v1/contract/search', () => {
        asked();
      }),
    );
    render('/detectors/new');
    const contract = await screen.findByRole('combobox', { name: /Contract/ }, { timeout: 15_000 });
    // The contracts are in (their answer needs no wait); the project groups are not.
    await contractsAsked;
    await new Promise((r) => setTimeout(r, 500));
    expect(contract).toBeDisabled();
    expect(contract).toHaveAttribute('placeholder', 'Loading contracts…');
    release();
    await waitFor(() => expect(contract).toBeEnabled());
    expect(contract).toHaveAttribute('placeholder', 'Pick a contract');
  });
});
