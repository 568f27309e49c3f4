// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupScreens } from '@/test/screens';
import { TENANT_A, insertContractWithoutAbi } from '../../../../mocks/test/harness';

const { render } = setupScreens();

describe('a trigger on a contract without an ABI', () => {
  it('says there is none, rather than "no events", and links to where it is added', async () => {
    const bare = insertContractWithoutAbi(
      TENANT_A,
      1001,
      '0x00000000000000000000000000000000000000b2',
    );
    render(`/triggers/new?contractId=${bare.id}`);
    const event = await screen.findByRole('combobox', { name: /^Event/ }, { timeout: 15000 });
    await waitFor(() =>
      expect(event).toHaveAttribute('placeholder', 'The contract has no ABI yet'),
    );
    expect(screen.getByText(/Without an ABI there is no event to pick/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Add the contract's ABI" })).toHaveAttribute(
      'href',
      `/contracts/${bare.id}/edit#abi`,
    );
  });
});

describe('a trigger started from a recommendation', () => {
  it('says which one filled the form in', async () => {
    const user = userEvent.setup();
    render('/triggers/new?contractId=1001');
    const picker = await screen.findByRole(
      'combobox',
      { name: 'Start from a recommendation' },
      { timeout: 15000 },
    );
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    const option = (await screen.findAllByRole('option'))[0];
    const label = option?.textContent ?? '';
    expect(label).not.toBe('');
    await user.click(option!);
    await waitFor(() => expect(picker).toHaveValue(label));
    expect(picker).toHaveAccessibleDescription(/^Filled in from this recommendation/);
    // Another type: the recommendation no longer says it filled the form in.
    const type = screen.getByRole('combobox', { name: /^Type/ });
    const before = (type as HTMLInputElement).value;
    await user.click(type);
    const other = (await screen.findAllByRole('option')).find((o) => o.textContent !== before);
    await user.click(other!);
    await waitFor(() => expect(picker).toHaveValue(''));
    const changed = (type as HTMLInputElement).value;
    // Over such an edit, another recommendation asks first; Cancel keeps the form as it is.
    await user.click(picker);
    await user.click((await screen.findAllByRole('option'))[0]!);
    const ask = await screen.findByRole('dialog', { name: 'Replace the rule and alerts?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(type).toHaveValue(changed);
  });
});
