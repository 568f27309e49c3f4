import { describe, expect, it } from 'vitest';
import { Table } from './table';

interface Row {
  id: number;
  name: string;
  updatedAt?: number;
}

describe('Table.list', () => {
  it('follows every insert, replace, removal and clear, per tenant, however often it is read', () => {
    const table = new Table<Row>('thing', (r) => r.id);
    table.insert(1, { id: 1, name: 'a' });
    table.insert(2, { id: 2, name: 'other tenant' });
    expect(table.list(1).map((r) => r.name)).toEqual(['a']);

    table.insert(1, { id: 3, name: 'b' });
    expect(table.list(1).map((r) => r.name)).toEqual(['a', 'b']);
    table.replace(1, { id: 1, name: 'a2' });
    expect(table.list(1).map((r) => r.name)).toEqual(['a2', 'b']);
    // Another tenant's record is neither replaced nor removed by this one.
    expect(table.replace(1, { id: 2, name: 'taken' })).toBeUndefined();
    expect(table.remove(1, 2)).toBeUndefined();
    table.remove(1, 3);
    expect(table.list(1).map((r) => r.name)).toEqual(['a2']);
    expect(table.list(2).map((r) => r.name)).toEqual(['other tenant']);
    table.clear();
    expect(table.list(1)).toEqual([]);
  });

  it('gives each caller its own array', () => {
    const table = new Table<Row>('thing', (r) => r.id);
    table.insert(1, { id: 1, name: 'a' });
    const first = table.list(1);
    first.push({ id: 9, name: 'pushed by a caller' });
    first.sort(() => 0);
    expect(table.list(1).map((r) => r.name)).toEqual(['a']);
  });

  it('adds rows given to fillOnFirstUse when first used, once, in order', () => {
    const table = new Table<Row>('thing', (r) => r.id);
    const fills: string[] = [];
    table.fillOnFirstUse(() => {
      fills.push('first');
      table.insert(1, { id: 1, name: 'a' });
      table.insert(1, { id: 2, name: 'b' });
    });
    table.fillOnFirstUse(() => {
      fills.push('second');
      table.insert(2, { id: 3, name: 'c' });
    });
    expect(fills).toEqual([]);
    expect(table.get(1, 2)?.name).toBe('b');
    expect(fills).toEqual(['first', 'second']);
    expect(table.all().map((r) => r.record.name)).toEqual(['a', 'b', 'c']);
    table.list(1);
    expect(fills).toEqual(['first', 'second']);
  });

  it('settles stepped fills with a pause between steps, in order, the same rows as a read', async () => {
    const make = (table: Table<Row>) => {
      table.fillOnFirstUse(function* () {
        table.insert(1, { id: 1, name: 'a' });
        yield;
        table.insert(1, { id: 2, name: 'b' });
      });
      table.fillOnFirstUse(function* () {
        table.insert(2, { id: 3, name: 'c' });
        yield;
        table.insert(2, { id: 4, name: 'd' });
      });
      return table;
    };
    const read = make(new Table<Row>('thing', (r) => r.id)).all();
    const settled = make(new Table<Row>('thing', (r) => r.id));
    const seen: number[] = [];
    await settled.settle(() => {
      seen.push(settled.rows.size);
      return Promise.resolve();
    });
    // One pause after each step but the last of each fill; the second fill waited for the first.
    expect(seen).toEqual([1, 3]);
    expect(settled.all()).toEqual(read);
    expect(read.map((r) => r.record.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('finishes a fill under way at once when the table is read between two steps', async () => {
    const table = new Table<Row>('thing', (r) => r.id);
    let steps = 0;
    table.fillOnFirstUse(function* () {
      for (let id = 1; id <= 4; id++) {
        steps += 1;
        table.insert(1, { id, name: String(id) });
        yield;
      }
    });
    await table.settle(() => {
      if (steps === 1) expect(table.list(1).map((r) => r.id)).toEqual([1, 2, 3, 4]);
      return Promise.resolve();
    });
    expect(steps).toBe(4);
    expect(table.all()).toHaveLength(4);
  });

  it('stops a settle under way when cleared: the fill makes no more rows', async () => {
    const table = new Table<Row>('thing', (r) => r.id);
    table.fillOnFirstUse(function* () {
      for (let id = 1; id <= 4; id++) {
        table.insert(1, { id, name: String(id) });
        yield;
      }
    });
    let cleared = false;
    await table.settle(() => {
      if (!cleared) table.clear();
      cleared = true;
      return Promise.resolve();
    });
    expect(table.all()).toEqual([]);
  });

  it('drops rows still to come when cleared', () => {
    const table = new Table<Row>('thing', (r) => r.id);
    table.fillOnFirstUse(() => {
      table.insert(1, { id: 1, name: 'a' });
    });
    table.clear();
    expect(table.all()).toEqual([]);
  });
});
