// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupScreens } from '@/test/screens';
import { db } from '../../../mocks/db/store';
import { TENANT_A, insertContractWithoutAbi } from '../../../mocks/test/harness';

const { render } = setupScreens();

describe('contracts screens (real routes, mock service over msw/node)', () => {
  it('lists a project’s contracts from the URL filters', async () => {
    render('/contracts?projectId=102');
    const table = await screen.findByRole('table', { name: 'Contracts and wallets' });
    expect(
      await within(table).findByRole('link', { name: 'Aave v3 Pool (Ethereum)' }),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'USD Coin' })).toBeNull();
    expect(await screen.findByText(/Showing 1–4 of 4/)).toBeInTheDocument();
    // The network's column shows from lg; below it the network joins the line under the name.
    const row = within(table).getByRole('link', { name: 'Aave v3 Pool (Ethereum)' }).closest('tr');
    const line = within(row as HTMLElement).getByTitle('Contract · Lending pool · Ethereum');
    expect(within(line).getByText('· Ethereum')).toHaveClass('mantine-hidden-from-lg');
    expect(within(table).getByRole('columnheader', { name: /Network/ })).toHaveClass(
      'mantine-visible-from-lg',
    );
  });

  it('names a project past the first thousand (the picker’s) by its own query', async () => {
    const template = db.tables.project.get(1, 101);
    if (!template) throw new Error('no seeded project 101');
    // A thousand projects named before "Lending Protocol v2" (102) push it out of the picker.
    for (let i = 0; i < 1000; i++)
      db.tables.project.insert(1, { ...template, id: db.nextId(), name: `Aaa filler ${i}` });
    render('/contracts?projectId=102');
    const table = await screen.findByRole('table', { name: 'Contracts and wallets' });
    const row = (
      await within(table).findByRole('link', { name: 'Aave v3 Pool (Ethereum)' })
    ).closest('tr') as HTMLElement;
    expect(await within(row).findByRole('link', { name: 'Lending Protocol v2' })).toHaveAttribute(
      'href',
      '/projects/102',
    );
  });

  it('shows the ABI grouped, with selectors, and the proxy tabs', async () => {
    render('/contracts/1004');
    expect(
      await screen.findByRole('heading', { name: 'Aave v3 Pool (Ethereum)', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Implementation ABI/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Write functions' })).toBeInTheDocument();
    expect(screen.getAllByText('0x617ba037').length).toBeGreaterThan(0); // supply(...)
  });

  it('takes "Paste an ABI" of a contract without one to the ABI field, focused', async () => {
    const user = userEvent.setup();
    const bare = insertContractWithoutAbi(
      TENANT_A,
      1004,
      '0x00000000000000000000000000000000000000a1',
    );
    render(`/contracts/${bare.id}`);
    expect(await screen.findByText('No ABI yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Paste an ABI' }));
    const field = await screen.findByRole('textbox', { name: /^ABI \(JSON\)/ });
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('has an empty state for networks without ABIs', async () => {
    render('/contracts/1014');
    expect(await screen.findByText('Solana has no ABIs')).toBeInTheDocument();
  });

  it('calls a wallet a wallet: its page, and the button that adds one', async () => {
    const user = userEvent.setup();
    const wallet = db.tables.contract.list(1).find((c) => c.addressType === 'WALLET');
    if (!wallet) throw new Error('no wallet in the seed');
    const { unmount } = render(`/contracts/${wallet.id}`);
    expect(await screen.findByText('Wallet ID')).toBeInTheDocument();
    expect(screen.queryByText('Contract ID')).toBeNull();
    // A wallet has no code, so no "Not a proxy".
    expect(screen.queryByText('Implementation')).toBeNull();
    unmount();
    render('/contracts/new?projectId=101');
    expect(await screen.findByRole('button', { name: 'Add contract' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Wallet' }));
    expect(screen.getByRole('button', { name: 'Add wallet' })).toBeInTheDocument();
  });

  it('checks the address for the chosen network while typing', async () => {
    const user = userEvent.setup();
    render('/contracts/new?projectId=101');
    const address = await screen.findByRole('textbox', { name: /^Address/ });
    // Marked required for assistive technology too, not only by the label's asterisk.
    expect(address).toBeRequired();
    expect(screen.getByRole('combobox', { name: /^Project/ })).toBeRequired();
    // Pasted, as addresses are: one change instead of 42 re-validating keystrokes (under load,
    // typing it took most of the test's time budget).
    // The hint says what the chosen network's addresses look like.
    expect(address).toHaveAccessibleDescription(/format once one is chosen/);
    // Empty, it is refused with the network, not only once a network is chosen.
    await user.click(screen.getByRole('button', { name: 'Add contract' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Address: An address is required/i);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await user.click(address);
    await user.paste('0xa0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
    await user.click(screen.getByRole('button', { name: 'Add contract' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network: Choose a network');
    await user.click(screen.getByRole('combobox', { name: /^Network/ }));
    await user.click(await screen.findByRole('option', { name: /^Solana/ }));
    expect(address).toHaveAccessibleDescription(/^Solana: a base58 public key/);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Fetch from explorer' })).toBeDisabled(),
    );
  });

  it('says an address typed is one the tenant has on the network already, with a link to it', async () => {
    const user = userEvent.setup();
    const onEthereum = db.tables.contract
      .list(TENANT_A)
      .filter((c) => c.chainUid === 'ethereum' && /^0x[0-9a-fA-F]{40}$/.test(c.address));
    const [own, other] = onEthereum;
    if (!own || !other) throw new Error('two seeded Ethereum contracts expected');
    render(`/contracts/${own.id}/edit`);
    const address = await screen.findByRole('textbox', { name: /^Address/ });
    // Its own address is no duplicate.
    expect(screen.queryByText('Already in your tenant')).toBeNull();
    await user.clear(address);
    await user.click(address);
    // In lower case: the service takes 0x hex in any case as one address.
    await user.paste(other.address.toLowerCase());
    const note = (await screen.findByText('Already in your tenant')).closest(
      '[role="alert"], .mantine-Alert-root',
    );
    if (!(note instanceof HTMLElement)) throw new Error('no note');
    expect(within(note).getByRole('link', { name: other.name ?? other.address })).toHaveAttribute(
      'href',
      `/contracts/${other.id}`,
    );
    expect(note).toHaveTextContent('on Ethereum');
  });
});
