import { describe, it, expect } from 'vitest';
import { searchRecords, type SearchBody } from './search';
import { WhereSyntaxError } from './where-syntax';

interface Row extends Record<string, unknown> {
  id: number;
  name?: string;
  tenantId?: number;
  score?: number | null;
  tags?: string[];
  meta?: { rank: number };
}

const rows: Row[] = [
  { id: 1, name: 'bravo', tenantId: 1, score: 5, tags: ['b', 'z'], meta: { rank: 3 } },
  { id: 2, name: 'Alpha', tenantId: 2, score: 10, tags: ['m'], meta: { rank: 1 } },
  { id: 3, name: 'alpha', tenantId: 1, score: null, tags: [] },
  { id: 4, name: 'charlie', tenantId: 2, score: 5, tags: ['a', 'y'], meta: { rank: 2 } },
  { id: 5, tenantId: 1, score: 7 },
  { id: 6, name: 'delta', tenantId: 1, score: 5 },
];

const ids = (r: { data: Row[] }): number[] => r.data.map((x) => x.id);

describe('searchRecords', () => {
  it('returns the first 10 records in input order by default, without total', () => {
    const many = Array.from({ length: 25 }, (_, i): Row => ({ id: i }));
    const res = searchRecords(many, {});
    expect(ids(res)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect('total' in res).toBe(false);
  });

  it('filters with where and pages with from/size', () => {
    expect(ids(searchRecords(rows, { where: 'tenantId = 1' }))).toEqual([1, 3, 5, 6]);
    expect(ids(searchRecords(rows, { where: 'tenantId = 1', from: 1, size: 2 }))).toEqual([3, 5]);
    expect(ids(searchRecords(rows, { where: 'tenantId = 1', from: 4 }))).toEqual([]);
    expect(ids(searchRecords(rows, { where: 'tenantId = 3' }))).toEqual([]);
    expect(ids(searchRecords(rows, { where: '   ', size: 2 }))).toEqual([1, 2]);
  });

  it('counts every match before paging only when trackTotal is true', () => {
    expect(searchRecords(rows, { where: 'tenantId = 1', size: 1, trackTotal: true })).toEqual({
      data: [rows[0]],
      total: 4,
    });
    expect(searchRecords(rows, { size: 0, trackTotal: true })).toEqual({ data: [], total: 6 });
    expect(searchRecords(rows, { where: 'id > 100', trackTotal: true })).toEqual({
      data: [],
      total: 0,
    });
    const sorted = searchRecords(rows, {
      where: 'tenantId = 1',
      size: 1,
      sort: [{ field: 'id', order: 'Desc' }],
      trackTotal: true,
    });
    expect(sorted.total).toBe(4);
    expect('total' in searchRecords(rows, { trackTotal: false })).toBe(false);
  });

  it('sorts numbers numerically with missing values last in both directions', () => {
    expect(ids(searchRecords(rows, { sort: [{ field: 'score' }] }))).toEqual([1, 4, 6, 5, 2, 3]);
    expect(ids(searchRecords(rows, { sort: [{ field: 'score', order: 'Desc' }] }))).toEqual([
      2, 5, 1, 4, 6, 3,
    ]);
  });

  it('sorts strings by code unit (uppercase first), missing last, stable on ties', () => {
    expect(ids(searchRecords(rows, { sort: [{ field: 'name', order: 'Asc' }] }))).toEqual([
      2, 3, 1, 4, 6, 5,
    ]);
    expect(ids(searchRecords(rows, { sort: [{ field: 'name', order: 'Desc' }] }))).toEqual([
      6, 4, 1, 3, 2, 5,
    ]);
  });

  it('sorts by several fields in turn', () => {
    const res = searchRecords(rows, {
      sort: [
        { field: 'score', order: 'Desc' },
        { field: 'name', order: 'Desc' },
      ],
    });
    expect(ids(res)).toEqual([2, 5, 6, 4, 1, 3]);
    const res2 = searchRecords(rows, {
      sort: [{ field: 'tenantId' }, { field: 'id', order: 'Desc' }],
    });
    expect(ids(res2)).toEqual([6, 5, 3, 1, 4, 2]);
  });

  it('sorts by nested paths and by array fields (min ascending, max descending)', () => {
    expect(ids(searchRecords(rows, { sort: [{ field: 'meta.rank' }] }))).toEqual([
      2, 4, 1, 3, 5, 6,
    ]);
    expect(ids(searchRecords(rows, { sort: [{ field: 'tags' }] }))).toEqual([4, 1, 2, 3, 5, 6]);
    expect(ids(searchRecords(rows, { sort: [{ field: 'tags', order: 'Desc' }] }))).toEqual([
      1, 4, 2, 3, 5, 6,
    ]);
  });

  it('sorts only the matches and pages after sorting', () => {
    const res = searchRecords(rows, {
      where: 'score <> null',
      sort: [{ field: 'score', order: 'Desc' }, { field: 'id' }],
      from: 1,
      size: 3,
    });
    expect(ids(res)).toEqual([5, 1, 4]);
  });

  it('does not reorder or mutate the input', () => {
    const input = rows.slice();
    searchRecords(input, { sort: [{ field: 'id', order: 'Desc' }] });
    expect(input).toEqual(rows);
  });

  it('accepts lowercase sort orders sent by loose clients', () => {
    // Request bodies arrive as untyped JSON.
    const loose: SearchBody = JSON.parse('{"sort":[{"field":"id","order":"desc"}],"size":2}');
    expect(ids(searchRecords(rows, loose))).toEqual([6, 5]);
  });

  it.each([
    [{ from: -1 }, /from must be a non-negative integer/],
    [{ size: 1.5 }, /size must be a non-negative integer/],
    [{ size: Number.NaN }, /size must be a non-negative integer/],
    [{ sort: [{ field: '' }] }, /sort field must be a non-empty string/],
  ])('rejects invalid paging or sort %j', (body, message) => {
    expect(() => searchRecords(rows, body)).toThrow(message);
  });

  it('rejects an unknown sort order', () => {
    const bad: SearchBody = JSON.parse('{"sort":[{"field":"id","order":"Sideways"}]}');
    expect(() => searchRecords(rows, bad)).toThrow(/sort order must be 'Asc' or 'Desc'/);
  });

  it('propagates where syntax errors', () => {
    expect(() => searchRecords(rows, { where: 'tenantId =' })).toThrow(WhereSyntaxError);
  });
});

describe('searchRecords: a small page of a large result', () => {
  it('is exactly the head of the full sort, ties and missing values included', () => {
    // Deterministic pseudo-random records with many ties and some missing names.
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const records = Array.from({ length: 3000 }, (_, i) => ({
      id: i,
      group: Math.floor(rnd() * 5),
      name: rnd() < 0.1 ? undefined : `n${Math.floor(rnd() * 50)}`,
    }));
    const sort = [
      { field: 'group', order: 'Desc' as const },
      { field: 'name', order: 'Asc' as const },
    ];
    const full = searchRecords(records, { sort, size: 3000 }).data;
    for (const [from, size] of [
      [0, 10],
      [40, 25],
      [0, 1],
      [700, 50],
    ] as const) {
      expect(searchRecords(records, { sort, from, size }).data).toEqual(
        full.slice(from, from + size),
      );
    }
  });
});
