// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAINNETS, TESTNETS } from '@/lib/networks';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

/** The networks a table lists, by their links to their pages (not the explorers'). */
const networkLinks = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('href')?.startsWith('/networks/'));

describe('networks screen', () => {
  it('lists every network, and the find box narrows them by name, id or family, in the URL', async () => {
    const user = userEvent.setup();
    const { router } = render('/networks');
    const mainnets = await screen.findByRole('table', { name: `${MAINNETS.length} mainnets` });
    expect(within(mainnets).getAllByRole('row')).toHaveLength(MAINNETS.length + 1);
    expect(
      screen.getByRole('table', { name: `${TESTNETS.length} testnets and local chains` }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a network' }), 'arbitrum');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'arbitrum' }));
    const rows = networkLinks(screen.getByRole('table', { name: /mainnets?$/ }));
    expect(rows.length).toBeGreaterThan(0);
    for (const link of rows) expect(link).toHaveTextContent(/Arbitrum/);
    await user.clear(screen.getByRole('searchbox', { name: 'Find a network' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a network' }), 'no such chain');
    expect(await screen.findByText('No network matches “no such chain”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens with the find box as the shared link left it', async () => {
    render('/networks?q=sepolia');
    const testnets = await screen.findByRole('table', {
      name: /(testnets and local chains|testnet or local chain)$/,
    });
    expect(networkLinks(testnets).length).toBeGreaterThan(0);
    for (const link of networkLinks(testnets)) expect(link).toHaveTextContent(/Sepolia/);
    expect(screen.queryByRole('table', { name: /mainnets?$/ })).toBeNull();
  });
});
