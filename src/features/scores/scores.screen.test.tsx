// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/store';
import { TENANT_A } from '../../../mocks/test/harness';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

const unviewed = () =>
  db.tables.score
    .list(TENANT_A)
    .filter((s) => !(s.tags ?? []).includes('viewed'))
    .sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0));

describe('scores screen (real route, mock service over msw/node)', () => {
  it('marks a page of unviewed records viewed in bulk and the list moves on to the next', async () => {
    const user = userEvent.setup();
    const before = unviewed().length;
    expect(before).toBeGreaterThan(10);
    render('/scores?viewed=unviewed&size=5');
    const table = await screen.findByRole('table', { name: 'Score records' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = await screen.findByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('5 selected');
    await user.click(within(bar).getByRole('button', { name: 'Mark viewed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark viewed 5 selected?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark viewed' }));
    await waitFor(() => expect(unviewed()).toHaveLength(before - 5), { timeout: 30_000 });
    // The last write's wait_for made the whole run visible: the next page moved up.
    const first = unviewed()[0];
    await waitFor(() =>
      expect(
        within(table).getAllByRole('link', { name: first?.alertName ?? '' }).length,
      ).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
  }, 60_000);

  it('opens a record in the drawer by URL and marks it viewed there', async () => {
    const user = userEvent.setup();
    const r = unviewed()[0];
    if (!r) throw new Error('no unviewed score');
    render(`/scores?record=${encodeURIComponent(`${r.index}/${r.uid}`)}`);
    const drawer = await screen.findByRole('dialog', { name: 'Score record' });
    const cause = await within(drawer).findByRole('region', { name: 'Alert that caused it' });
    expect(cause).toHaveTextContent(r.alertName ?? '');
    // The alert opens in the feed's drawer.
    expect(within(cause).getByRole('link', { name: r.alertId ?? '' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/alerts?alert=${encodeURIComponent(r.alertId ?? '')}`),
    );
    expect(within(drawer).getByRole('heading', { level: 3 })).toHaveTextContent('→');
    await user.click(within(drawer).getByRole('button', { name: 'Mark viewed' }));
    expect(await within(drawer).findByRole('button', { name: 'Mark not viewed' })).toBeVisible();
    expect(db.tables.score.get(TENANT_A, `${r.index}/${r.uid}`)?.tags).toEqual(['viewed']);
  }, 40_000);

  it('words a trigger record’s type and what it scored, as the alert drawer does', async () => {
    const r = db.tables.score
      .list(TENANT_A)
      .find((s) => s.detectorSchemaName === 'ERC20_TRANSFER' && s.scoreGroup && s.key);
    if (!r) throw new Error('no score record of an ERC-20 trigger alert');
    render(`/scores?record=${encodeURIComponent(`${r.index}/${r.uid}`)}`);
    const drawer = await screen.findByRole('dialog', { name: 'Score record' });
    const cause = await within(drawer).findByRole('region', { name: 'Alert that caused it' });
    const type = within(cause).getByText('Trigger type').parentElement;
    expect(type).toHaveTextContent('ERC-20 transfer');
    expect(type).toHaveTextContent('ERC20_TRANSFER');
    expect(
      within(drawer).getByText(`${r.scoreGroup} score · scored on ${r.key}`),
    ).toBeInTheDocument();
  }, 40_000);

  it('names the record’s project and organisation, each a link to its page', async () => {
    const r = db.tables.score
      .list(TENANT_A)
      .find((s) => s.projectId != null && s.organisationId != null);
    if (r?.projectId == null || r.organisationId == null) throw new Error('no scored project');
    const project = db.tables.project.get(TENANT_A, r.projectId);
    const org = db.tables.organisation.get(TENANT_A, r.organisationId);
    if (!project || !org) throw new Error('score of a missing project or organisation');
    render(`/scores?record=${encodeURIComponent(`${r.index}/${r.uid}`)}`);
    const drawer = await screen.findByRole('dialog', { name: 'Score record' });
    const where = await within(drawer).findByRole('region', { name: 'Where' });
    expect(await within(where).findByRole('link', { name: project.name })).toHaveAttribute(
      'href',
      `/projects/${project.id}`,
    );
    expect(await within(where).findByRole('link', { name: org.name })).toHaveAttribute(
      'href',
      `/organisations/${org.id}`,
    );
  }, 40_000);

  it('filters by organisation through its own search, and shows an unknown severity as text', async () => {
    const r = unviewed()[0];
    if (!r?.organisationId) throw new Error('no organisation score');
    db.tables.score.replace(TENANT_A, { ...r, severity: 'SEVERE', alertName: 'Odd severity' });
    render(`/scores?organisationId=${r.organisationId}`);
    const table = await screen.findByRole('table', { name: 'Score records' });
    const row = (await within(table).findByRole('link', { name: 'Odd severity' })).closest('tr');
    expect(row).toHaveTextContent('SEVERE');
    const own = db.tables.score.list(TENANT_A).filter((s) => s.organisationId === r.organisationId);
    expect(own.length).toBeLessThan(db.tables.score.list(TENANT_A).length);
    expect(await screen.findByText(new RegExp(`of ${own.length}$`))).toBeInTheDocument();
  }, 40_000);

  it('says its chart takes every change of the range while a severity filter narrows the table', async () => {
    const { router } = render('/scores');
    expect(await screen.findByRole('heading', { name: /^Score over time/ })).toBeInTheDocument();
    const note = /The severity and viewed filters narrow the table below/;
    expect(screen.queryByText(note)).toBeNull();
    await router.navigate({ to: '/scores', search: { severity: 'CRITICAL' } });
    expect(await screen.findByText(note)).toBeInTheDocument();
    // The severity in words, as the alerts' chips say it.
    expect(screen.getByRole('combobox', { name: 'Severity' })).toHaveValue('Critical');
  }, 40_000);
});
