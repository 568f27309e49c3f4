import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { StatusSchema } from '@/api/common';
import { listSearch, searchBody } from './list-search';

const list = listSearch(
  { q: z.string(), status: StatusSchema, projectId: z.int().check(z.positive()) },
  { sortFields: ['name', 'updatedAt'], defaultSort: 'name', where: true },
);

describe('listSearch', () => {
  it('takes its defaults from the schema', () => {
    expect(list.schema.parse({})).toEqual(list.defaults);
    expect(list.defaults).toEqual({ sort: 'name', order: 'Asc', from: 0, size: 25 });
  });

  it('round-trips a URL state through the schema unchanged', () => {
    const state = {
      q: 'lend',
      status: 'ACTIVE' as const,
      projectId: 7,
      where: 'id > 3',
      sort: 'updatedAt' as const,
      order: 'Desc' as const,
      from: 50,
      size: 100,
    };
    const once = list.schema.parse(state);
    expect(once).toEqual(state);
    expect(list.schema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('degrades each bad value to its default, keeping the good ones', () => {
    expect(
      list.schema.parse({
        q: 'x',
        status: 'NOPE',
        projectId: -1,
        sort: 'pwd',
        size: 99999,
        from: -2,
      }),
    ).toEqual({ q: 'x', sort: 'name', order: 'Asc', from: 0, size: 25 });
  });

  it('knows when it is filtered, and what cleared means (the advanced where included)', () => {
    expect(list.isFiltered(list.schema.parse({}))).toBe(false);
    expect(list.isFiltered(list.schema.parse({ sort: 'updatedAt', from: 25 }))).toBe(false);
    expect(list.isFiltered(list.schema.parse({ where: 'id > 1' }))).toBe(true);
    expect(list.isFiltered(list.schema.parse({ projectId: 3 }))).toBe(true);
    expect(list.cleared).toEqual({
      q: undefined,
      status: undefined,
      projectId: undefined,
      where: undefined,
      from: 0,
    });
  });

  it('starts a time sort newest first', () => {
    const byTime = listSearch({}, { sortFields: ['updatedAt', 'name'], defaultSort: 'updatedAt' });
    expect(byTime.defaults.order).toBe('Desc');
  });

  it('builds the search body: clauses and the advanced where ANDed, sort, page, total', () => {
    const s = list.schema.parse({ where: 'id > 3 or id < 2', from: 25, size: 25 });
    expect(searchBody(s, "status = 'ACTIVE'")).toEqual({
      where: "(status = 'ACTIVE') and (id > 3 or id < 2)",
      sort: [{ field: 'name', order: 'Asc' }],
      from: 25,
      size: 25,
      trackTotal: true,
    });
  });
});
