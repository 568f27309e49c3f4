// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { emptyAction } from './builder/action-form';
import { draftKey } from './builder/draft-key';
import { setupScreens } from '@/test/screens';
import { db } from '../../../mocks/db/store';
import { TENANT_A } from '../../../mocks/test/harness';

const { render } = setupScreens();

describe('actions screens (real routes, mock service over msw/node)', () => {
  it('lists the tenant’s actions and filters by contract from the URL', async () => {
    render('/actions?contractId=1001');
    const table = await screen.findByRole('table', { name: 'Actions' });
    expect(
      await within(table).findByRole('link', { name: 'Blacklist exploiter on USDC' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Pause lending pool fork' })).toBeNull(),
    );
    expect(within(table).queryByRole('link', { name: 'Pause HLS transfers' })).toBeNull();
  });

  it('shows an action: its function signature, params, bindings and destinations', async () => {
    render('/actions/9002');
    expect(
      await screen.findByRole('heading', { name: 'Blacklist exploiter on USDC', level: 1 }),
    ).toBeInTheDocument();
    // The function, bindings and history render after the summary (AfterFirstPaint).
    expect(await screen.findByLabelText('Function signature')).toHaveTextContent(
      'function blacklist(address _account)',
    );
    const params = screen.getByRole('table', { name: 'Parameters' });
    expect(params).toHaveTextContent('0x098b716b8aaf21512996dc57eb0615e2383e2f96');
    expect(await screen.findByText('USDC sanctions screening')).toBeInTheDocument();
    expect(screen.getByText('Northwind SecOps')).toBeInTheDocument();
    // The gas limit grouped as every amount is; a network's whole name and uid on hover.
    expect(screen.getByText(/· 100,000$/)).toBeInTheDocument();
    expect(screen.getAllByTitle('Ethereum (ethereum)').length).toBeGreaterThan(0);
    // The contract's and the signing wallet's addresses: copyable, and open in the explorer.
    expect(screen.getAllByRole('button', { name: 'Copy address' })).toHaveLength(2);
    expect(
      screen.getByRole('link', { name: 'Open 0xA0b869…06eB48 in the Ethereum explorer' }),
    ).toHaveAttribute('href', expect.stringContaining('etherscan.io/address/0xA0b8'));
  });

  it('shows and edits a binding to another contract’s trigger alert (the pool’s, for a USDC action)', async () => {
    render('/actions/9002');
    // The detail names it, and the contract it is on.
    expect(
      await screen.findByText('Known exploiters call the pool › Blacklisted caller'),
    ).toBeInTheDocument();
    expect(screen.getByText(/#7503 · on Aave/)).toBeInTheDocument();
    render('/actions/9002/edit');
    const row = await screen.findByRole('group', { name: 'trigger alert binding 1' });
    const picker = within(row).getByRole('combobox', { name: /^Trigger alert \(binding 1\)/ });
    // It was empty: the picker offered the USDC contract's trigger alerts only.
    await waitFor(() =>
      expect(picker).toHaveValue(
        'Known exploiters call the pool › Blacklisted caller (CRITICAL) · Aave v3 Pool (Ethereum)',
      ),
    );
  });

  it('deletes an action after a confirmation, says so and lands on the list', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    render('/actions/9002');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete action “Blacklist exploiter on USDC”?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete action' }));
    const table = await screen.findByRole('table', { name: 'Actions' });
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Blacklist exploiter on USDC' })).toBeNull(),
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Action “Blacklist exploiter on USDC” deleted' }),
    );
    show.mockRestore();
  });

  it('builds the request as you type and refuses a wrong param type', async () => {
    const user = userEvent.setup();
    render('/actions/new');
    // Pasted: every keystroke re-renders the whole form and its review, over a second each on
    // jsdom with the machine busy; typing 13 characters took most of the test's time budget.
    await user.click(await screen.findByRole('textbox', { name: /Name/ }));
    await user.paste('Screen action');
    const review = screen.getByLabelText('Request body (JSON)');
    await waitFor(() => expect(review).toHaveTextContent('"name": "Screen action"'));
    // DEFAULT-tagged destinations are preselected once loaded.
    await waitFor(() => expect(review).toHaveTextContent('"tenantDestinationId": 301'));
    await user.click(screen.getByRole('button', { name: 'Create action' }));
    expect(await screen.findByText('Please fix the highlighted fields')).toBeInTheDocument();
    expect(
      screen.getAllByText('Choose the wallet that signs the transaction').length,
    ).toBeGreaterThan(0);
  });

  it('says what a gas value sends only while it is valid', async () => {
    const user = userEvent.setup();
    render('/actions/9001/edit');
    const tip = await screen.findByRole('textbox', { name: 'Gas tip value' });
    expect(screen.getByText('"2 gwei"')).toBeInTheDocument();
    await user.clear(tip);
    await user.paste('1.5.3');
    await user.tab();
    await waitFor(() => expect(tip).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('"1.5.3 gwei"')).toBeNull();
    await user.clear(tip);
    await user.tab();
    expect(await screen.findByText(/No tip: the service.s default/)).toBeInTheDocument();
  });

  it('says nothing of an empty gas price but that it is required: only the tip may be empty', async () => {
    const user = userEvent.setup();
    render('/actions/new');
    const price = await screen.findByRole('radiogroup', { name: 'Gas price' });
    await user.click(within(price).getByRole('radio', { name: 'Wei' }));
    expect(await screen.findByRole('textbox', { name: 'Gas price value' })).toHaveValue('');
    // The tip's line, not the price's.
    expect(screen.getAllByText(/No tip: the service.s default/)).toHaveLength(1);
  });

  it('discards a kept draft from the actions list, after asking', async () => {
    const user = userEvent.setup();
    const key = draftKey('live', 'http://mock.test', 1);
    localStorage.setItem(
      key,
      JSON.stringify({ savedAt: Date.now(), values: { ...emptyAction, name: 'Half-built' } }),
    );
    render('/actions');
    const kept = await screen.findByRole('alert', { name: 'A new action is not created yet' });
    await user.click(within(kept).getByRole('button', { name: 'discard it' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.queryByText('A new action is not created yet')).toBeNull());
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('restores only its own tenant’s draft, and empties a wallet deleted since', async () => {
    const keep = (tenant: number, values: object) =>
      localStorage.setItem(
        draftKey('live', 'http://mock.test', tenant),
        JSON.stringify({ savedAt: Date.now(), values: { ...emptyAction, ...values } }),
      );
    // Earlier tests' work on this page may be kept as this tenant's draft.
    localStorage.clear();
    keep(2, { name: 'Another tenant’s secret' });
    const other = render('/actions/new');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.queryByText('Draft restored')).toBeNull();
    other.unmount();
    localStorage.clear();
    keep(1, { name: 'Pause it', walletId: 999_999 });
    // The actions list says a draft is kept, and leads back to it.
    const list = render('/actions');
    const kept = await screen.findByRole('alert', { name: 'A new action is not created yet' });
    expect(kept).toHaveTextContent(
      /^A new action is not created yet“Pause it”, last edited .+, is kept as a draft\./,
    );
    expect(within(kept).getByRole('link', { name: 'Continue it' })).toHaveAttribute(
      'href',
      '/actions/new',
    );
    list.unmount();
    render('/actions/new');
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(
      await screen.findByText('The wallet it named no longer exists here: choose again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Pause it');
    localStorage.clear();
  });

  it('adds a binding without errors until it is left or the action saved', async () => {
    const user = userEvent.setup();
    render('/actions/9001/edit');
    const steps = await screen.findByRole('navigation', { name: 'Builder steps' });
    await user.click(await screen.findByRole('button', { name: 'Add detector binding' }));
    const row = await screen.findByRole('group', { name: 'detector binding 2' });
    // The new row has no detector yet, so is not valid, and not yet wrong either.
    expect(within(row).queryByText('Choose a detector')).toBeNull();
    expect(within(steps).queryByText('fix')).toBeNull();
    // The review says the body is not ready rather than show one that would never go out.
    expect(screen.getByText(/^Not ready to send: 1 field still to fill in or fix/)).toBeVisible();
    // It runs on every alert until a filter is written (scriptFilter null).
    const always = within(row).getByRole('switch', { name: /Run always/ });
    expect(always).toBeChecked();
    expect(always).toHaveAccessibleDescription(/Every alert runs the action: no filter is sent/);
    await user.click(always);
    expect(within(row).getByLabelText('Filter script of detector binding 2')).toBeInTheDocument();
    // The filter reads severity as a number: the hint says each level's.
    expect(
      within(row).getByText(/e\.severity, a number: Info 0, Low 0\.15, .* Critical 0\.75/),
    ).toBeInTheDocument();
    // What an event of the contract's network carries is a page of its own, a tab away.
    expect(within(row).getByRole('link', { name: /What Ethereum's events carry/ })).toHaveAttribute(
      'href',
      '/networks/ethereum',
    );
    expect(within(row).queryByText('Write a script, or switch it off')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(row).findByText('Write a script, or switch it off')).toBeInTheDocument();
    // The summary's line about it takes the user to its editor.
    await user.click(screen.getByRole('link', { name: /Write a script, or switch it off/ }));
    expect(within(row).getByLabelText('Filter script of detector binding 2')).toHaveFocus();
    expect(within(steps).getByText('fix')).toBeInTheDocument();
  });

  it('names a wrong parameter in the summary as its field reads, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render('/actions/9001/edit');
    const amount = await screen.findByRole('textbox', { name: 'amount (uint256)' });
    await user.clear(amount);
    await user.paste('-5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please fix the highlighted fields')).toBeInTheDocument();
    expect(await screen.findByText(/^amount \(uint256\): /)).toBeInTheDocument();
    expect(screen.queryByText(/^Parameter 2/)).toBeNull();
    expect(amount).toHaveValue('-5');
  }, 40_000);

  it('names a wrong parameter of a manual run by its name, and sends nothing', async () => {
    const user = userEvent.setup();
    const runs = db.tables.execution.list(TENANT_A).length;
    render('/actions/9001');
    await user.click(await screen.findByRole('button', { name: 'Run manually' }));
    const dialog = await screen.findByRole('dialog', { name: /Run “Emergency withdraw/ });
    const amount = within(dialog).getByRole('textbox', { name: 'amount (uint256)' });
    await user.clear(amount);
    await user.paste('twelve');
    await user.click(within(dialog).getByLabelText(/I understand that this sends a transaction/));
    await user.click(within(dialog).getByRole('button', { name: 'Send transaction' }));
    expect(await within(dialog).findByText(/^amount \(uint256\): /)).toBeInTheDocument();
    expect(amount).toHaveValue('twelve');
    expect(db.tables.execution.list(TENANT_A).length).toBe(runs);
  }, 40_000);

  it('refuses a wallet of another network than the contract on its field, before any request', async () => {
    const user = userEvent.setup();
    const before = db.tables.action.get(TENANT_A, 9001);
    render('/actions/9001/edit');
    const wallet = await screen.findByRole('combobox', { name: /^Wallet/ });
    await user.click(wallet);
    // The contract's network's wallets come first, the others under their own heading.
    const list = await screen.findByRole('listbox', { name: 'Wallet' });
    const onEthereum = within(list).getByRole('group', { name: 'On Ethereum' });
    expect(within(onEthereum).getAllByRole('option').length).toBeGreaterThan(0);
    for (const option of within(onEthereum).getAllByRole('option'))
      expect(option).toHaveAccessibleName(/ · Ethereum · /);
    const other = within(list).getByRole('group', { name: 'Other networks' });
    await user.click(within(other).getByRole('option', { name: /Marketplace operator/ }));
    expect(await screen.findByText('Different networks')).toBeInTheDocument();
    // The step list flags the step before any save, as it flags a step with errors.
    const steps = screen.getByRole('navigation', { name: 'Builder steps' });
    const target = within(steps).getByRole('link', { name: '2. Wallet and contract' });
    expect(target.parentElement).toHaveTextContent(/fix$/);
    expect(
      within(steps).getByRole('link', { name: '1. Name' }).parentElement,
    ).not.toHaveTextContent(/fix$/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      (await screen.findAllByText(/^This wallet is on Base: choose one on Ethereum/)).length,
    ).toBeGreaterThan(0);
    expect(db.tables.action.get(TENANT_A, 9001)?.walletId).toBe(before?.walletId);
  }, 40_000);
});
