// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/store';
import { setupScreens } from '@/test/screens';
import { setUtc } from '@/lib/time-pref';

const { render } = setupScreens();

/** The feed's rows (the header row left out). */
async function feedRows() {
  const table = await screen.findByRole('table', { name: 'Alerts' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

// A whole feed with chips and charts is a heavy page for jsdom.
describe('alert feed (real route, mock service over msw/node)', { timeout: 40_000 }, () => {
  it('lists the range’s alerts with chips counting each severity, and a chip narrows the feed', async () => {
    const user = userEvent.setup();
    const { router } = render('/alerts?range=90d&size=10');
    const rows = await feedRows();
    expect(rows.length).toBe(10);
    const label = await screen.findByText(/^Low \d+$/);
    const count = Number(label.textContent?.replace(/\D/g, ''));
    const expected = db.tables.alert
      .list(1)
      .filter((a) => a.severity === 'LOW' && a.timestamp > Date.now() - 90 * 86_400_000).length;
    expect(count).toBe(expected);
    await user.click(screen.getByRole('checkbox', { name: /^Low/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ severity: ['LOW'] }));
    await waitFor(async () => {
      const narrowed = await feedRows();
      expect(narrowed.length).toBe(Math.min(count, 10));
      for (const r of narrowed) expect(within(r).getByText('Low')).toBeInTheDocument();
    });
  });

  it('shows the service’s refusal of a query on the box, not as a failed page', async () => {
    render('/alerts?q=severity%3A(HIGH');
    const box = await screen.findByRole('combobox', { name: 'Query' });
    // Once, and where it is in the text typed: the group left open runs to its end (the feed
    // and the chart send it inside longer queries, where it was position 62 or 20).
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(/Syntax error at the end of the query/),
    );
    const description = box.getAttribute('aria-describedby') ?? '';
    const shown = description
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(shown.match(/Syntax error/g)).toHaveLength(1);
    expect(shown).not.toMatch(/position \d/);
    // Above the input: the toolbar lines its filters up by their bottoms, and an error under the
    // box moved the filters beside it down.
    const message = [...description.split(' ')]
      .map((id) => document.getElementById(id))
      .find((el) => el?.textContent?.includes('Syntax error'));
    expect(message?.compareDocumentPosition(box)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // The chart's query is refused the same way: it says so once, quietly, not as a failure.
    expect(
      await screen.findByText('No chart for a query the service refused: correct the query above.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The chart could not be loaded')).toBeNull();
    expect(screen.queryByText('Alerts could not be loaded')).toBeNull();
  });

  it('closes the completions when a typed query is applied with Enter', async () => {
    const user = userEvent.setup();
    render('/alerts?range=90d&size=10');
    await feedRows();
    const box = screen.getByRole('combobox', { name: 'Query' });
    await user.click(box);
    await user.type(box, 'sev');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.type(box, 'erity:::bogus{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(box).toHaveValue('severity:::bogus');
  });

  it('offers wallets in the contract filter: detectors watch them and their alerts name them', async () => {
    const user = userEvent.setup();
    const wallet = db.tables.contract.list(1).find((c) => c.addressType === 'WALLET');
    if (!wallet?.name) throw new Error('the seed has a named wallet');
    const { router } = render('/alerts');
    await user.click(await screen.findByRole('combobox', { name: 'Contract' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(wallet.name) }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ contractId: wallet.id }),
    );
  });

  it('applies a typed query on Enter and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { router } = render('/alerts?range=90d&size=10');
    await feedRows();
    const box = screen.getByRole('combobox', { name: 'Query' });
    fireEvent.change(box, { target: { value: 'severity:CRITICAL' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ q: 'severity:CRITICAL' }),
    );
    await waitFor(async () => {
      for (const r of await feedRows()) expect(within(r).getByText('Critical')).toBeInTheDocument();
    });
  });

  it('says a field, or a severity, the alerts do not have matches nothing; meta is open-ended', () => {
    render(
      '/alerts?range=90d&size=10&q=severty%3AHIGH%20AND%20meta.pool%3Ax%20OR%20severity%3ASUPER',
    );
    return waitFor(() =>
      expect(
        screen.getByText(
          /^No field named severty: a field the alerts do not have matches nothing\. Type a field's first letters for the fields\. No alerts have severity:SUPER \(severity is one of CRITICAL, /,
        ),
      ).toHaveAttribute('role', 'status'),
    );
  });

  it('says where a typed query leaves a group open, and sends nothing until it is whole', async () => {
    const user = userEvent.setup();
    const { router } = render('/alerts?range=90d&size=10&q=severity%3ACRITICAL');
    await feedRows();
    const box = screen.getByRole('combobox', { name: 'Query' });
    fireEvent.change(box, { target: { value: 'severity:HIGH AND (' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'Invalid query, not applied: The "(" at character 19 is never closed: add a ")" after its group.',
      ),
    ).toBeInTheDocument();
    expect(box).toHaveValue('severity:HIGH AND (');
    // A `)` of the user's own would close the feed's group around their text early.
    fireEvent.change(box, { target: { value: 'severity:HIGH) OR (severity:LOW' } });
    expect(screen.queryByText(/Invalid query/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/The "\)" at character 14 closes no group/)).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ q: 'severity:CRITICAL' });
    for (const r of await feedRows()) expect(within(r).getByText('Critical')).toBeInTheDocument();
  });

  it('opens an alert in a drawer from its row and steps with j / k', async () => {
    const user = userEvent.setup();
    const { router } = render('/alerts?range=90d&size=10');
    const rows = await feedRows();
    const [first, second] = rows.map((r) => within(r).getAllByRole('link')[0]?.textContent ?? '');
    await user.click(within(rows[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: first });
    expect(within(drawer).getByText('1 of 10 on this page')).toBeInTheDocument();
    expect(within(drawer).getByRole('table')).toBeInTheDocument();
    // The keys are the buttons' shortcuts, not part of their names.
    expect(within(drawer).getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-keyshortcuts',
      'j',
    );
    const id = router.state.location.search.alert;
    expect(id).toMatch(/^al-1-/);
    fireEvent.keyDown(document.documentElement, { key: 'j' });
    await screen.findByRole('dialog', { name: second });
    expect(router.state.location.search.alert).not.toBe(id);
    fireEvent.keyDown(document.documentElement, { key: 'k' });
    await waitFor(() => expect(router.state.location.search.alert).toBe(id));
  });

  it('names the schema that raised an alert by its title and version, with its name', async () => {
    const alert = db.tables.alert.list(1).find((a) => {
      const detector = a.detectorId == null ? null : db.tables.detector.get(1, a.detectorId);
      return detector?.schema?.name === a.detectorSchemaName && detector?.schema?.title;
    });
    if (!alert || alert.detectorId == null) throw new Error('no alert of a known detector');
    const schema = db.tables.detector.get(1, alert.detectorId)?.schema;
    const day = 86_400_000;
    render(
      `/alerts?range=custom&start=${Date.now() - 100 * day}&end=${Date.now() + day}&alert=${alert.id}`,
    );
    const drawer = await screen.findByRole('dialog');
    const field = (await within(drawer).findByText('Detector schema')).parentElement;
    if (!field) throw new Error('no field');
    await waitFor(() => expect(field).toHaveTextContent(`${schema?.title} ${schema?.version}`));
    expect(field).toHaveTextContent(String(alert.detectorSchemaName));
    // The numeric severity says what it is beside the word.
    if (alert.numericSeverity != null)
      expect(within(drawer).getByText(`numeric ${alert.numericSeverity}`)).toBeVisible();
  });

  it('names a trigger alert’s type in words, with its code', async () => {
    const alert = db.tables.alert
      .list(1)
      .find(
        (a) =>
          typeof a.meta?.triggerId === 'number' && a.detectorSchemaName === 'FAILED_TRANSACTIONS',
      );
    if (!alert) throw new Error('no failed-transactions trigger alert in the seed');
    const day = 86_400_000;
    const start = Date.now() - 100 * day;
    const { router } = render(
      `/alerts?range=custom&start=${start}&end=${Date.now() + day}&alert=${alert.id}`,
    );
    const drawer = await screen.findByRole('dialog');
    const field = (await within(drawer).findByText('Trigger type')).parentElement;
    expect(field).toHaveTextContent('Failed transactions');
    expect(field).toHaveTextContent('FAILED_TRANSACTIONS');
    // Its links say which trigger, read out of context too.
    const trigger = db.tables.trigger.get(1, Number(alert.meta?.triggerId));
    expect(
      await within(drawer).findByRole('link', { name: `the trigger ${trigger?.name}` }),
    ).toBeInTheDocument();
    // All its alerts over the feed's own range, not the default 7 days.
    await userEvent.click(
      within(drawer).getByRole('link', { name: `all its alerts, of the trigger ${trigger?.name}` }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        range: 'custom',
        start,
        triggerId: Number(alert.meta?.triggerId),
      }),
    );
    expect(router.state.location.search).not.toHaveProperty('alert');
  });

  it('filters by a trigger from the URL', async () => {
    const alert = db.tables.alert.list(1).find((a) => typeof a.meta?.triggerId === 'number');
    const triggerId = Number(alert?.meta?.triggerId);
    // A window around the whole seed: "last 90 days" counts back from now, while the seed's 90
    // days end at today's midnight, so its oldest alerts (this trigger's, maybe) leave the preset
    // as the day goes on, and the count depended on the time of day.
    const day = 86_400_000;
    render(
      `/alerts?range=custom&start=${Date.now() - 100 * day}&end=${Date.now() + day}&size=10&triggerId=${triggerId}`,
    );
    const rows = await feedRows();
    const expected = db.tables.alert.list(1).filter((a) => a.meta?.triggerId === triggerId).length;
    expect(rows.length).toBe(Math.min(expected, 10));
    expect(screen.getByText(/^Showing 1–\d+ of \d+/)).toHaveTextContent(`of ${expected}`);
  });

  it('shows a severity it does not know as text instead of failing the list', async () => {
    const base = db.tables.alert.list(1)[0];
    if (!base) throw new Error('no seeded alert');
    db.tables.alert.insert(1, {
      ...base,
      id: 'al-1-unknown',
      severity: 'URGENT',
      tags: ['OPERATIONS'],
      timestamp: Date.now() - 60_000,
      alertName: 'Odd severity',
    });
    render('/alerts?size=10');
    const rows = await feedRows();
    const row = rows.find((r) => within(r).queryByText('Odd severity'));
    expect(row && within(row).getByText('URGENT')).toBeInTheDocument();
  });

  it('words the chart’s zone as the custom range’s fields word it, and follows the UTC switch', async () => {
    render('/alerts?range=7d');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      await screen.findByText(new RegExp(`bars in local time \\(${zone}\\)\\. Click a bar`)),
    ).toBeVisible();
    act(() => setUtc(true));
    try {
      expect(await screen.findByText(/bars in UTC\. Click a bar/)).toBeVisible();
    } finally {
      act(() => setUtc(false));
    }
  });

  it('shows the bars as a table whose rows narrow the feed, from the keyboard too', async () => {
    const user = userEvent.setup();
    const { router } = render('/alerts?range=7d');
    await user.click(await screen.findByRole('radio', { name: 'Table' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'table' }));
    const table = await screen.findByRole('table', {
      name: /^Alerts per \w+, stacked by category$/,
    });
    const first = within(table).getAllByRole('button', { name: /^Narrow the feed to / })[0]!;
    first.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ range: 'custom' }));
    const { start, end } = router.state.location.search as { start?: number; end?: number };
    expect(end! - start!).toBeGreaterThan(0);
    // Hidden, the bars give the feed their room, and are one click away.
    await user.click(screen.getByRole('radio', { name: 'Hide' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'hidden' }));
    expect(screen.queryByRole('table', { name: /^Alerts per / })).toBeNull();
    expect(screen.getByText('Hidden: Chart or Table shows the bars again.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Chart' })).toBeInTheDocument();
  });

  it('is reached from a detector page with that detector’s alerts', async () => {
    const user = userEvent.setup();
    // The newest alert a detector raised (the seed's newest alert of all may be a trigger's: the
    // seed follows the day it is made).
    const detectorId = db.tables.alert.list(1).findLast((a) => a.detectorId)?.detectorId;
    if (!detectorId) throw new Error('no alert raised by a detector');
    const { router } = render(`/detectors/${detectorId}`);
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('link', { name: 'Alerts' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ detectorId, range: '30d' }),
    );
    const rows = await feedRows();
    const expected = db.tables.alert
      .list(1)
      .filter((a) => a.detectorId === detectorId && a.timestamp > Date.now() - 30 * 86_400_000);
    expect(rows.length).toBe(Math.min(expected.length, 50));
  });
});
