// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import type { Column } from './column';
import { DataTable } from './DataTable';
import classes from './DataTable.module.css';
import { minWidths, shareFrom } from './min-widths';
import { markColdStart } from '@/lib/first-screen';

interface Item {
  id: number;
  name: string;
}
const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}` }));
const columns: Column<Item>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, csv: (r) => r.name },
];

function Table({
  rows,
  cols = columns,
  loading,
}: {
  rows: Item[];
  cols?: Column<Item>[];
  loading?: boolean;
}) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  return (
    <MantineProvider env="test">
      <DataTable
        rows={rows}
        columns={cols}
        loading={loading}
        rowKey={(r) => r.id}
        caption="Items"
        selection={{ selected, onChange: setSelected, label: (k) => `Item ${k}` }}
      />
    </MantineProvider>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .slice(1);

/** Height of the spacer rows (hidden from assistive technology) that stand for rows not drawn. */
const spacerHeight = () =>
  [...document.querySelectorAll<HTMLElement>('tbody tr[aria-hidden] td')].reduce(
    (sum, td) => sum + parseFloat(td.style.height || '0'),
    0,
  );

beforeAll(installDomStubs);
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('DataTable', () => {
  it('renders every row of a page up to the threshold', () => {
    render(<Table rows={items(200)} />);
    expect(bodyRows()).toHaveLength(200);
    expect(screen.getByRole('table', { name: 'Items' })).toHaveAttribute('aria-rowcount', '201');
  });

  it('past the threshold draws the first rows at once, then only a window of them once the virtualiser has loaded', async () => {
    render(<Table rows={items(5000)} />);
    // Before the virtualiser's module arrives: the top of the list, not an empty table.
    expect(screen.getByText('Item 1')).toBeInTheDocument();
    // Then a window over the page (jsdom's 768 px viewport), and a spacer row below it that
    // keeps the page as tall as all 5,000 rows would make it.
    await waitFor(() => expect(spacerHeight()).toBeGreaterThan(48 * 4900));
    expect(bodyRows().length).toBeLessThan(30);
    expect(screen.getByText('Item 1')).toBeInTheDocument();
    expect(screen.queryByText('Item 5000')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Items' })).toHaveAttribute('aria-rowcount', '5001');
  });

  it('draws the rows a fling brings into view as plain text, then in full once it stops', async () => {
    const strong: Column<Item>[] = [
      { key: 'name', header: 'Name', cell: (r) => <strong>{r.name}</strong>, csv: (r) => r.name },
    ];
    render(
      <MantineProvider env="test">
        <DataTable rows={items(5000)} columns={strong} rowKey={(r) => r.id} caption="Items" />
      </MantineProvider>,
    );
    await waitFor(() => expect(spacerHeight()).toBeGreaterThan(48 * 4900));
    const drawnInFull = (name: string) => screen.getByText(name).tagName === 'STRONG';
    expect(drawnInFull('Item 1')).toBe(true);
    // A jump of thousands of rows (a dragged scrollbar, End).
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 48 * 3000 });
    window.dispatchEvent(new Event('scroll'));
    const [row] = await screen.findAllByText(/^Item 30\d\d$/);
    const name = row?.textContent ?? '';
    expect(drawnInFull(name)).toBe(false);
    // The scroll stops (react-virtual's 150 ms without a scroll event): the same rows, in full.
    await waitFor(() => expect(drawnInFull(name)).toBe(true));
  });

  it('on the console’s first render, draws the rows that can be in view, then all of them', () => {
    const drawn: string[] = [];
    const logged: Column<Item>[] = [
      {
        key: 'name',
        header: 'Name',
        cell: (r) => {
          drawn.push(`full ${r.id}`);
          return <strong>{r.name}</strong>;
        },
        csv: (r) => {
          drawn.push(`plain ${r.id}`);
          return r.name;
        },
      },
    ];
    const table = (caption: string) => (
      <MantineProvider env="test">
        <DataTable rows={items(25)} columns={logged} rowKey={(r) => r.id} caption={caption} />
      </MantineProvider>
    );
    markColdStart();
    render(table('Items'));
    // jsdom's window is 768 px: below the list's toolbar (240 px at least), 11 rows of 48 px can
    // be in view; the first render draws them, the next all 25 (the first 11 are memoised).
    const ids = (from: number, to: number, how: string) =>
      Array.from({ length: to - from + 1 }, (_, i) => `${how} ${from + i}`);
    expect(drawn).toEqual([...ids(1, 11, 'full'), ...ids(12, 25, 'full')]);
    expect(within(screen.getByRole('table', { name: 'Items' })).getByText('Item 25').tagName).toBe(
      'STRONG',
    );
    // Only the first table of the first render: a table later draws every row in full at once.
    drawn.length = 0;
    render(table('Later'));
    expect(drawn).toEqual(ids(1, 25, 'full'));
  });

  it('selects a row in a long list from its checkbox', async () => {
    const user = userEvent.setup();
    render(<Table rows={items(1000)} />);
    await waitFor(() => expect(spacerHeight()).toBeGreaterThan(0));
    const box = screen.getByRole('checkbox', { name: 'Select Item 2' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
  });

  // The table's layout is fixed: a cell in a column hidden at this width, or spanning one, makes
  // a column of its own that takes a share of the width (jsdom lays nothing out, so this holds
  // the rows to the rule: no cell outside the header's columns as shown).
  describe('with a column hidden below a breakpoint', () => {
    const wide: Column<Item>[] = [
      { key: 'name', header: 'Name', cell: (r) => r.name, csv: (r) => r.name },
      { key: 'notes', header: 'Notes', cell: () => 'note', visibleFrom: 'lg' },
    ];
    const headerClasses = () =>
      [...document.querySelectorAll('thead th')].map((th) => th.className);

    it('gives the loading rows a cell per column, hidden where the column is', () => {
      render(<Table rows={[]} cols={wide} loading />);
      const skeletons = [...document.querySelectorAll('tbody tr[aria-hidden]')];
      expect(skeletons.length).toBeGreaterThan(0);
      for (const row of skeletons)
        expect([...row.querySelectorAll('td')].map((td) => td.className)).toEqual(headerClasses());
      expect(headerClasses()[2]).toContain('mantine-visible-from-lg');
    });

    it('keeps the long list’s spacer rows to one cell of one column', async () => {
      render(<Table rows={items(5000)} cols={wide} />);
      await waitFor(() => expect(spacerHeight()).toBeGreaterThan(48 * 4900));
      const spacers = [...document.querySelectorAll('tbody tr[aria-hidden]')];
      expect(spacers.length).toBeGreaterThan(0);
      for (const row of spacers) {
        const cells = row.querySelectorAll('td');
        expect(cells).toHaveLength(1);
        expect(cells[0]?.colSpan).toBe(1);
      }
    });
  });
});

describe('minWidths', () => {
  const cols: Column<Item>[] = [
    { key: 'time', header: 'Time', width: 190, cell: () => '' },
    { key: 'name', header: 'Name', width: '30%', cell: () => '' },
    { key: 'note', header: 'Note', cell: () => '' },
    { key: 'tags', header: 'Tags', width: 170, visibleFrom: 'lg', cell: () => '' },
    { key: 'more', header: 'More', width: 100, visibleFrom: 'xl', cell: () => '' },
  ];

  it('counts only the columns shown at each breakpoint, 120 px for those without a fixed width', () => {
    expect(minWidths(cols, false)).toEqual({
      '--table-min-base': '430px',
      '--table-min-md': '430px',
      '--table-min-lg': '600px',
      '--table-min-xl': '700px',
    });
  });

  it('adds the selection column', () => {
    expect(minWidths(cols, true)).toMatchObject({ '--table-min-base': '474px' });
  });

  it('is on the table unless the screen names its own', () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <DataTable rows={items(2)} columns={cols} rowKey={(r) => r.id} caption="Sized" />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Sized' });
    expect(table.style.getPropertyValue('--table-min-lg')).toBe('600px');
    rerender(
      <MantineProvider env="test">
        <DataTable
          rows={items(2)}
          columns={cols}
          rowKey={(r) => r.id}
          caption="Sized"
          minWidth={0}
        />
      </MantineProvider>,
    );
    expect(table.style.getPropertyValue('--table-min-lg')).toBe('');
    expect(table.style.minWidth).toBe('0');
  });
});

describe('a column given a share of the width', () => {
  const name: Column<Item> = { key: 'name', header: 'Name', width: '30%', cell: () => '' };
  const note = (visibleFrom?: 'md' | 'lg'): Column<Item> => ({
    key: 'note',
    header: 'Note',
    visibleFrom,
    cell: () => '',
  });
  const date: Column<Item> = { key: 'date', header: 'Date', width: 140, cell: () => '' };

  it('takes it from where a column of no set width is shown to take the rest', () => {
    expect(shareFrom([name, note(), date])).toBe('base');
    expect(shareFrom([name, note('lg'), date])).toBe('lg');
    expect(shareFrom([name, { ...note('md'), width: 100 }, date])).toBeNull();
  });

  it('is its share in the header only from there: narrower it takes the rest', () => {
    const header = (columns: Column<Item>[]) => {
      render(
        <MantineProvider env="test">
          <DataTable rows={items(1)} columns={columns} rowKey={(r) => r.id} caption="Shares" />
        </MantineProvider>,
      );
      const th = screen.getByRole('columnheader', { name: 'Name' });
      cleanup();
      return th;
    };
    const everywhere = header([name, note(), date]);
    expect(everywhere.style.width).toBe('30%');
    const fromLg = header([name, note('lg'), date]);
    // No width below lg (a class sets it from there), so the column takes what the others leave.
    expect(fromLg.style.width).toBe('');
    expect(fromLg.style.getPropertyValue('--share')).toBe('30%');
    expect(fromLg).toHaveClass(classes.shareFromLg ?? 'shareFromLg');
  });
});
