import { describe, expect, it } from 'vitest';
import type { Column } from './column';
import { csvFileName, fetchAll, toCsv } from './csv';

interface Row {
  id: number;
  name: string;
  note?: string;
}
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: () => null, csv: (r) => r.name },
  { key: 'note', header: 'Note', cell: () => null, csv: (r) => r.note },
  { key: 'actions', header: 'Actions', cell: () => null },
];

describe('toCsv', () => {
  it('quotes commas, quotes and newlines, and exports ids first, without button columns', () => {
    const csv = toCsv(
      [
        { id: 1, name: 'Plain', note: 'a, b' },
        { id: 2, name: 'Say "hi"', note: 'line 1\nline 2' },
      ],
      columns,
      (r) => r.id,
    );
    expect(csv.split('\r\n')[0]).toBe('ID,Name,Note');
    expect(csv).toContain('1,Plain,"a, b"');
    expect(csv).toContain('2,"Say ""hi""","line 1\nline 2"');
    expect(csv).not.toContain('Actions');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const csv = toCsv(
      [
        { id: 1, name: '=HYPERLINK("http://evil")', note: '+1' },
        { id: 2, name: '@SUM(A1)', note: '-2' },
      ],
      columns,
      (r) => r.id,
    );
    const [, first, second] = csv.split('\r\n');
    // Each risky cell starts with an apostrophe (quoted, as papaparse quotes escaped cells).
    expect(first).toBe(`1,"'=HYPERLINK(""http://evil"")","'+1"`);
    expect(second).toBe(`2,"'@SUM(A1)","'-2"`);
  });

  it('exports both fields of a cell that shows two, each under its own header', () => {
    const both: Column<Row>[] = [
      {
        key: 'name',
        header: 'Name',
        cell: () => null,
        csv: (r) => r.name,
        csvAlso: [{ header: 'Note', csv: (r) => r.note }],
      },
      { key: 'id', header: 'Number', cell: () => null, csv: (r) => r.id },
    ];
    const csv = toCsv([{ id: 7, name: 'x', note: 'y' }], both);
    expect(csv.split('\r\n')).toEqual(['Name,Note,Number', 'x,y,7']);
  });

  it('leaves an empty cell for a missing value', () => {
    expect(toCsv([{ id: 3, name: 'x' }], columns, (r) => r.id)).toContain('3,x,');
  });
});

describe('fetchAll', () => {
  it('walks pages to the total, reporting progress, and stops at 10,000', async () => {
    const calls: [number, number][] = [];
    const progress: number[] = [];
    const rows = await fetchAll(
      (from, size) => {
        calls.push([from, size]);
        const n = Math.max(0, Math.min(size, 12_345 - from));
        return Promise.resolve({
          data: Array.from({ length: n }, (_, i) => from + i),
          total: 12_345,
        });
      },
      (done) => progress.push(done),
    );
    expect(rows).toHaveLength(10_000);
    expect(calls).toHaveLength(10);
    expect(progress.at(-1)).toBe(10_000);
  });

  it('stops at a short page', async () => {
    const rows = await fetchAll(
      (from) => Promise.resolve({ data: from === 0 ? [1, 2, 3] : [], total: 3 }),
      () => undefined,
    );
    expect(rows).toEqual([1, 2, 3]);
  });
});

describe('csvFileName', () => {
  it('names the resource and the day', () => {
    expect(csvFileName('Contracts & wallets', new Date(2026, 10, 24, 9))).toBe(
      'contracts-wallets-2026-11-24.csv',
    );
  });
});
