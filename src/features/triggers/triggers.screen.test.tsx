// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

/** A new trigger's form on USD Coin (1001), of the given type. */
async function newTrigger(type: string) {
  const user = userEvent.setup();
  render('/triggers/new?contractId=1001');
  await user.click(await screen.findByRole('combobox', { name: /^Type/ }, { timeout: 15000 }));
  await user.click(await screen.findByRole('option', { name: type }));
  return user;
}

describe('triggers screens (real routes, mock service over msw/node)', () => {
  it('lists the tenant’s triggers and filters by type from the URL', async () => {
    render('/triggers?type=BLACKLISTED_CALLERS');
    const table = await screen.findByRole('table', { name: 'Triggers' });
    expect(
      await within(table).findByRole('link', { name: 'Known exploiters call the pool' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(table).queryByRole('link', { name: 'Large USDC outflow from treasury' }),
      ).toBeNull(),
    );
    // The line under the name says the alerts too, for widths where their column is hidden.
    const row = screen.getByRole('link', { name: 'Known exploiters call the pool' }).closest('tr');
    expect(row).toHaveTextContent('Blacklisted callers · 1 critical alert');
  });

  it('shows a trigger: its rule in words and its alerts with their contacts', async () => {
    render('/triggers/7001');
    expect(
      await screen.findByRole('heading', { name: 'Large USDC outflow from treasury', level: 1 }),
    ).toBeInTheDocument();
    // The token by its name where the console knows it (the trigger's own contract).
    expect(
      await screen.findByText(/Alerts on transfers of USD Coin \(0xA0b869…06eB48\) where:/),
    ).toBeInTheDocument();
    const conditions = screen.getByRole('list', { name: 'Conditions' });
    expect(conditions).toHaveTextContent('sent from 0x34581e…03449f');
    expect(conditions).toHaveTextContent('amount > 250000 (250000000000 raw, 6 decimals)');
    const critical = screen.getByRole('region', { name: 'Alert Outflow above 1M USDC' });
    expect(within(critical).getByText('Critical')).toBeInTheDocument();
    expect(within(critical).getByText('Northwind SecOps')).toBeInTheDocument();
    // The alerts it raised are one click away, in the feed filtered to it.
    const raised = screen.getByRole('link', { name: 'Raised alerts' });
    expect(
      new URL(raised.getAttribute('href') ?? '', 'http://x').searchParams.get('triggerId'),
    ).toBe('7001');
  });

  it('lists a contract’s triggers on its Triggers tab, with a prefilled New trigger', async () => {
    render('/contracts/1004/triggers');
    const table = await screen.findByRole('table', { name: /^Triggers of/ });
    expect(
      await within(table).findByRole('link', { name: 'Pool implementation upgraded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New trigger' })).toHaveAttribute(
      'href',
      '/triggers/new?contractId=1004',
    );
  });

  it(
    'an empty submit focuses the contract with its message in view, its list closed',
    { timeout: 60000 },
    async () => {
      const user = userEvent.setup();
      render('/triggers/new');
      const contract = await screen.findByRole(
        'combobox',
        { name: /^Contract/ },
        { timeout: 15000 },
      );
      await waitFor(() => expect(contract).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Create trigger' }));
      await waitFor(() => expect(contract).toHaveFocus());
      expect(contract).toHaveAccessibleDescription(/Choose a contract/);
      expect(screen.queryByRole('listbox')).toBeNull();
      // Every empty field at once, the member by its field's label (it came on a second save,
      // as "Event or function: Is required (an event name)").
      expect(screen.getByText('Event: Choose the event')).toBeInTheDocument();
      // In the page's order: the rule's fields, then the alerts.
      const lines = within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '');
      const at = (start: string) => lines.findIndex((l) => l.startsWith(start));
      expect(at('Contract')).toBeLessThan(at('Event'));
      expect(at('Event')).toBeLessThan(at('Alert 1'));
    },
  );

  it(
    'refuses a bad pasted address by line before the service sees it',
    { timeout: 60000 },
    async () => {
      const user = await newTrigger('Blacklisted callers');
      // A blank name becomes the type's: the field shows which.
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute(
        'placeholder',
        'Blacklisted callers (when left blank)',
      );
      const list = await screen.findByRole('textbox', { name: /Blacklisted addresses/ });
      await user.type(list, '0x098b716b8aaf21512996dc57eb0615e2383e2f96{enter}0x12');
      await user.type(screen.getByRole('textbox', { name: /Alert name/ }), 'Caller');
      await user.click(screen.getByRole('button', { name: 'Create trigger' }));
      expect(await screen.findByText('Please fix the highlighted fields')).toBeInTheDocument();
      expect(
        screen.getAllByText(/Not an address of this network: line 2: 0x12/).length,
      ).toBeGreaterThan(0);
    },
  );

  it(
    'follows a typed token with its decimals, and says an unreadable amount is not one',
    { timeout: 60000 },
    async () => {
      const user = await newTrigger('ERC-20 transfer');
      const decimals = screen.getByRole('textbox', { name: 'Token decimals' });
      expect(decimals).toHaveValue('18');
      // USDC's address typed by hand, not through "Use the contract's own address".
      await user.type(
        screen.getByRole('textbox', { name: /^Token address/ }),
        '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      );
      await waitFor(() => expect(decimals).toHaveValue('6'));
      const amount = screen.getByRole('textbox', { name: 'Amount in tokens' });
      await user.type(amount, '250000');
      expect(screen.getByText(/Sent to the service as 250000000000 raw units/)).toBeInTheDocument();
      await user.clear(amount);
      await user.type(amount, '2.5.5');
      expect(screen.getByText(/Not an amount yet/)).toBeInTheDocument();
      expect(screen.queryByText(/Any amount/)).toBeNull();
      // Decimals the user typed stay theirs when the token changes.
      await user.clear(decimals);
      await user.type(decimals, '8');
      await user.type(screen.getByRole('textbox', { name: /^Token address/ }), '{backspace}9');
      expect(decimals).toHaveValue('8');
    },
  );

  it(
    'clears the event, its conditions and their errors when the contract changes',
    { timeout: 60000 },
    async () => {
      const user = userEvent.setup();
      render('/triggers/new?contractId=1001');
      const event = await screen.findByRole('combobox', { name: /^Event/ }, { timeout: 15000 });
      await waitFor(() => expect(event).toBeEnabled());
      await user.click(event);
      await user.click(await screen.findByRole('option', { name: /^Transfer\(address from/ }));
      // Unnamed, it is named after its type and its event, so that two differ.
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute(
        'placeholder',
        'Event emitted: Transfer (when left blank)',
      );
      await user.click(screen.getByRole('button', { name: 'Add condition' }));
      expect(screen.getByRole('group', { name: 'Condition 1' })).toBeInTheDocument();
      // The empty condition is refused on submit, in the summary above the form.
      await user.click(screen.getByRole('button', { name: 'Create trigger' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Condition 1 › Value: Enter a value',
      );
      await user.click(screen.getByRole('combobox', { name: /^Contract/ }));
      const other = (await screen.findAllByRole('option')).find(
        (o) => !o.textContent?.startsWith('USD Coin'),
      );
      if (!other) throw new Error('no other contract offered');
      await user.click(other);
      // (The notification that says so is the app's, outside these screens: seen in a browser.)
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Condition 1' })).toBeNull());
      // Its error went with it; the others stay.
      expect(screen.getByRole('alert')).not.toHaveTextContent('Value:');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Alert 1 › Alert name: An alert needs a name',
      );
    },
  );

  it(
    'edits a trigger: the alert keeps its contacts and gets the new severity',
    { timeout: 60000 },
    async () => {
      const user = userEvent.setup();
      render('/triggers/7004/edit');
      const alert = await screen.findByRole('group', { name: 'Alert 1' }, { timeout: 15000 });
      await user.click(within(alert).getByText('Critical'));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      const card = await screen.findByRole(
        'region',
        { name: 'Alert Failed fill' },
        { timeout: 15000 },
      );
      expect(within(card).getByText('Critical')).toBeInTheDocument();
      expect(
        within(card).getByText('Nobody: the alert is recorded but not sent.'),
      ).toBeInTheDocument();
    },
  );

  it(
    'adds an alert whose empty name is not an error until it is left or the trigger saved',
    { timeout: 60000 },
    async () => {
      const user = userEvent.setup();
      render('/triggers/7004/edit');
      await screen.findByRole('group', { name: 'Alert 1' }, { timeout: 15000 });
      await user.click(screen.getByRole('button', { name: 'Add alert' }));
      const added = await screen.findByRole('group', { name: 'Alert 2' });
      expect(within(added).queryByText('An alert needs a name')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await within(added).findByText('An alert needs a name')).toBeInTheDocument();
      // Too long is said on the field as it is typed, as for the trigger's own name.
      const name = within(added).getByRole('textbox', { name: /Alert name/ });
      await user.click(name);
      await user.paste('x'.repeat(201));
      expect(await within(added).findByText('At most 200 characters')).toBeInTheDocument();
      expect(name).toHaveValue('x'.repeat(201));
    },
  );

  it('deletes a trigger after saying which alerts go with it', { timeout: 60000 }, async () => {
    const user = userEvent.setup();
    render('/triggers/7003');
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 15000 }));
    const dialog = await screen.findByRole('dialog', { name: /Delete trigger/ });
    expect(dialog).toHaveTextContent('1 alert: Unexpected upgrade');
    // An action binds its alert: one binding, said in the singular.
    expect(dialog).toHaveTextContent(/1 action binding \(the action stays\): \S/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete trigger' }));
    expect(
      await screen.findByRole('heading', { name: 'Triggers', level: 1 }, { timeout: 15000 }),
    ).toBeInTheDocument();
  });
});
