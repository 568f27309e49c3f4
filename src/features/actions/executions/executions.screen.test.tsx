// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/db/store';
import { TENANT_A } from '../../../../mocks/test/harness';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

const executionsOf = (actionId: number) =>
  db.tables.execution.list(TENANT_A).filter((e) => e.actionId === actionId);

describe('action executions (real routes, mock service over msw/node)', () => {
  it('lists the tenant’s manual runs only when filtered by trigger, with gas in gwei', async () => {
    const manual = db.tables.execution.list(TENANT_A).filter((e) => e.trigger === 'manual');
    expect(manual.length).toBeGreaterThan(0);
    render('/actions/executions?trigger=manual&size=100');
    const table = await screen.findByRole('table', { name: 'Executions' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(Math.min(100, manual.length) + 1),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) expect(row).toHaveTextContent('Manual run');
    expect(rows[0]).toHaveTextContent(/\d gwei/);
    expect(within(table).getAllByRole('link', { name: /^Transaction 0x/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/.+\/tx\/0x/),
    );
  }, 40_000);

  it('shows an action’s newest executions on its page, with the way to all of them', async () => {
    // An action with more runs than its page shows (the seed's counts follow the day it is made).
    const action = db.tables.action.list(TENANT_A)[0];
    const run = action && executionsOf(action.id)[0];
    if (!action || !run) throw new Error('no action with executions');
    const ids = db.tables.execution.list(TENANT_A).map((e) => e.id);
    for (let k = 1; executionsOf(action.id).length <= 10; k++)
      db.tables.execution.insert(TENANT_A, { ...run, id: Math.max(...ids) + k });
    render(`/actions/${action.id}`);
    const section = await screen.findByRole('region', { name: 'Executions' });
    const table = within(section).getByRole('table', { name: `Executions of ${action.name}` });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(
      within(section).getByRole('link', {
        name: `All ${executionsOf(action.id).length} executions`,
      }),
    ).toHaveAttribute('href', `/actions/executions?actionId=${action.id}`);
  }, 40_000);

  it('shows a result the console does not know as text', async () => {
    const e = db.tables.execution.list(TENANT_A)[0];
    if (!e) throw new Error('no execution');
    db.tables.execution.replace(TENANT_A, { ...e, result: 'REVERTED', timestamp: Date.now() });
    render('/actions/executions');
    const table = await screen.findByRole('table', { name: 'Executions' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('REVERTED'));
  }, 40_000);
});
