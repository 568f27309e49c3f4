// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupScreens } from '@/test/screens';
import { setScenario } from '../../../mocks/lib/scenarios';

const { render } = setupScreens();
// Histograms over 30 days of seeded events take a while on a shared machine.
configure({ asyncUtilTimeout: 8000 });

const total = async () => {
  const box = await screen.findByRole('group', { name: 'Total over the range' }, { timeout: 8000 });
  await waitFor(() => expect(within(box).getByTestId('usage-total').textContent).toMatch(/\d/), {
    timeout: 8000,
  });
  return Number(within(box).getByTestId('usage-total').textContent?.replace(/\D/g, ''));
};

describe('usage dashboard (real route, mock service over msw/node)', () => {
  it('shows daily buckets of the chosen zone as a table, with totals per series', async () => {
    render('/usage?range=30d&interval=1d&tz=Europe%2FBerlin&view=table');
    const table = await screen.findByRole(
      'table',
      { name: 'Usage per 1d bucket' },
      { timeout: 8000 },
    );
    const rows = within(table).getAllByRole('row');
    // A header and 30 or 31 local days.
    expect(rows.length).toBeGreaterThanOrEqual(31);
    expect(within(table).getByRole('columnheader', { name: 'API calls' })).toBeInTheDocument();
    expect(screen.getByText(/Europe\/Berlin · 1d buckets/)).toBeInTheDocument();
    expect(await total()).toBeGreaterThan(100);
    // Each series says what it counts (the alert feed counts alerts, this their deliveries).
    expect(screen.getByRole('checkbox', { name: 'Show Alerts sent' })).toHaveAccessibleDescription(
      'Alert deliveries: one per destination',
    );
  });

  it('narrows the totals with a query, and shows the service’s words for a bad one', async () => {
    const user = userEvent.setup();
    const { router } = render('/usage?range=30d&view=table');
    const all = await total();
    const query = screen.getByRole('textbox', { name: /Query/ });
    await user.type(query, 'type:api.call{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'type:api.call' }));
    await waitFor(async () => expect(await total()).toBeLessThan(all));
    expect(screen.getByRole('checkbox', { name: 'Show Detector runs' })).toBeInTheDocument();
    expect(screen.queryByText(/No field named/)).toBeNull();
    // A field the events do not have (a typo) matches nothing: said, not left as "no events".
    await user.clear(query);
    await user.type(query, 'netwrok:ethereum{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(/^No field named netwrok:/);
    await user.clear(query);
    await user.type(query, 'type:api.call{Enter}');
    await waitFor(() => expect(screen.queryByText(/No field named/)).toBeNull());
    await user.clear(query);
    // A group left open is the console's to catch: nothing is sent, the last answer stays.
    await user.type(query, 'type:(api.call{Enter}');
    expect(
      await screen.findByText(
        'Invalid query, not applied: The "(" at character 6 is never closed: add a ")" after its group.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ q: 'type:api.call' });
    expect(screen.getByRole('group', { name: 'Total over the range' })).toBeInTheDocument();
    await user.clear(query);
    await user.type(query, 'type:api.call^^2{Enter}');
    // Worded as the alert feed words it (queryRefusal).
    expect(
      await screen.findByText(
        "Invalid query: Syntax error at position 14: expected a number after '^' or '~' but found '^'",
      ),
    ).toBeInTheDocument();
    expect(query).toHaveAttribute('aria-invalid', 'true');
    // The last query's buckets do not stay under the refused one, as if they were its answer.
    expect(
      screen.getByText('No results for a query the service refused: correct the query above.'),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Total over the range' })).toBeNull();
    expect(screen.queryByRole('table', { name: /Usage per/ })).toBeNull();
  });

  it('says nothing was counted where an empty chart would draw a bare axis', async () => {
    render('/usage?range=7d&interval=1d&q=network%3Anowhere');
    expect(await screen.findByText('Nothing counted in this range')).toBeVisible();
    expect(screen.getByText(/No events match “network:nowhere” here/)).toBeVisible();
    expect(screen.queryByRole('figure', { name: /Usage per/ })).toBeNull();
    expect(await total()).toBe(0);
  });

  it('refuses an interval over the bucket limit before asking the service', async () => {
    const from = Date.UTC(2024, 0, 1);
    const to = Date.UTC(2025, 6, 1);
    render(`/usage?range=custom&from=${from}&to=${to}&interval=1h&view=table`);
    expect(await screen.findByRole('alert', { name: /Too many buckets/ })).toHaveTextContent(
      /allows 10,000.*Choose 3h or longer/,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('radio', { name: '1h' })).toBeDisabled();
    // The custom range's pickers say the date they hold, and their controls have names.
    const user = userEvent.setup();
    const start = await screen.findByRole('button', { name: /^From: 2024-01-01/ });
    await user.click(start);
    expect(await screen.findByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Hours' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use this date and time' })).toBeInTheDocument();
  });

  it('draws no more bars than the plot holds: it offers a coarser chart or the table', async () => {
    const user = userEvent.setup();
    const from = Date.UTC(2026, 7, 1);
    const to = from + 60 * 86_400_000 - 1;
    const { router } = render(`/usage?range=custom&from=${from}&to=${to}&interval=1h&tz=UTC`);
    const note = await screen.findByRole('alert', { name: 'Too many bars to chart' });
    expect(note).toHaveTextContent(/1,440 buckets; the chart shows at most 1,000\. Choose 3h/);
    // The 1,440 hours are all in the table.
    await user.click(within(note).getByRole('button', { name: 'Show the table' }));
    const table = await screen.findByRole('table', { name: 'Usage per 1h bucket' });
    expect(table).toHaveAttribute('aria-rowcount', '1441');
    await user.click(screen.getByRole('radio', { name: 'Chart' }));
    await user.click(
      within(await screen.findByRole('alert', { name: 'Too many bars to chart' })).getByRole(
        'button',
        { name: 'Chart by 3h' },
      ),
    );
    await waitFor(() => expect(router.state.location.search).toMatchObject({ interval: '3h' }));
    // The 1h buckets stay (busy) until the 3h answer comes: then the chart draws its 480 bars.
    expect(await screen.findByRole('figure', { name: 'Usage per 3h bucket' })).toBeVisible();
    expect(screen.queryByRole('alert', { name: 'Too many bars to chart' })).toBeNull();
  }, 40_000);

  it('keys the period before under the chart when comparing with it', async () => {
    const user = userEvent.setup();
    const { router } = render('/usage?range=7d&interval=1d&tz=UTC');
    const figure = await screen.findByRole('figure', { name: 'Usage per 1d bucket' });
    expect(within(figure).queryByText('Period before (total)')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Compare with the period before' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ compare: true }));
    expect(
      await within(await screen.findByRole('figure', { name: 'Usage per 1d bucket' })).findByText(
        'Period before (total)',
      ),
    ).toBeVisible();
  });

  it('offers no interval longer than the range, and reads one in the URL as the suggested', async () => {
    render('/usage?range=24h&interval=1M&tz=UTC&view=table');
    // 24 h at 1M would have been the whole month so far.
    expect(await screen.findByRole('radio', { name: '1h ★' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1M' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '1w' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '1d' })).toBeEnabled();
    expect(await screen.findByText(/· UTC · 1h buckets/)).toBeInTheDocument();
  });

  it('says a link’s custom range that ends before it starts, and shows the last 7 days', async () => {
    render('/usage?range=custom&from=1800000000000&to=1700000000000');
    expect(
      await screen.findByRole('status', { name: 'Custom range not usable' }),
    ).toHaveTextContent(/ends before it starts.*the last 7 days are shown/);
  });

  it('hides a series from the totals and keeps that in the URL', async () => {
    const user = userEvent.setup();
    const { router } = render('/usage?range=7d&view=table');
    const all = await total();
    await user.click(await screen.findByRole('checkbox', { name: 'Show Detector runs' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ hide: ['detector.run'] }),
    );
    expect(await total()).toBeLessThan(all);
    const table = screen.getByRole('table', { name: /Usage per/ });
    expect(within(table).queryByRole('columnheader', { name: 'Detector runs' })).toBeNull();
  });
});

describe('project dashboard', () => {
  it('shows one project’s alerts per category from its page, in the same dashboard', async () => {
    const user = userEvent.setup();
    render('/projects/102');
    await user.click(await screen.findByRole('link', { name: 'Open dashboard' }));
    expect(await screen.findByRole('heading', { name: /Dashboard of/ })).toBeInTheDocument();
    // Its query's example names its own fields (alerts'), not the usage page's.
    expect(screen.getByRole('textbox', { name: /Query/ })).toHaveAttribute(
      'placeholder',
      'severity:HIGH AND contractId:1',
    );
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    await user.click(screen.getByRole('radio', { name: '90 d' }));
    const table = await screen.findByRole('table', { name: /^Alerts of .* per 1d bucket$/ });
    expect(within(table).getByRole('columnheader', { name: 'Security' })).toBeInTheDocument();
    await waitFor(async () => expect(await total()).toBeGreaterThan(0));
  });

  it('keeps the buckets shown in their own zone while another zone loads', async () => {
    const { router } = render('/usage?range=24h&interval=1h&tz=UTC&view=table');
    const table = await screen.findByRole(
      'table',
      { name: 'Usage per 1h bucket' },
      { timeout: 8000 },
    );
    const labels = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td, th')?.textContent ?? '')
        .filter((t) => t.includes(':'));
    expect(labels().length).toBeGreaterThan(3);
    setScenario({ name: 'slow', delayMs: 1000 });
    try {
      void router.navigate({
        to: '/usage',
        search: { range: '24h', interval: '1h', tz: 'Asia/Kolkata', view: 'table' },
      });
      // UTC's hours, not UTC's hours in India's +05:30 (06:30, 07:30…), until India's arrive.
      await waitFor(() =>
        expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'),
      );
      for (const t of labels()) expect(t).toMatch(/:00\sPM$|:00\sAM$/);
      await waitFor(
        () => expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'),
        { timeout: 8000 },
      );
      for (const t of labels()) expect(t).toMatch(/:00\sPM$|:00\sAM$/);
    } finally {
      setScenario({ name: 'none' });
    }
  });
});
