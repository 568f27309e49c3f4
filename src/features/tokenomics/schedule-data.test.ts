import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  progress,
  schedulePoints,
  seriesColors,
  stackedRows,
  totalOf,
} from './schedule-data';

const entry = (allocatedAt: number, value: number) => ({ id: allocatedAt, allocatedAt, value });
const team = { id: 1, schedule: [entry(300, 50), entry(100, 10), entry(200, 40)] };
const liquidity = { id: 2, schedule: [entry(100, 70), entry(100, 5)] };

describe('schedule data', () => {
  it('sorts entries and accumulates them; same-date entries add up', () => {
    expect(schedulePoints(team)).toEqual([
      { t: 100, value: 10, cumulative: 10 },
      { t: 200, value: 40, cumulative: 50 },
      { t: 300, value: 50, cumulative: 100 },
    ]);
    expect(schedulePoints(liquidity)).toEqual([{ t: 100, value: 75, cumulative: 75 }]);
    expect(totalOf(team)).toBe(100);
  });

  it('stacks categories on the union of their dates, carrying cumulative amounts forward', () => {
    expect(stackedRows([team, liquidity])).toEqual([
      { t: 100, c1: 10, c2: 75 },
      { t: 200, c1: 50, c2: 75 },
      { t: 300, c1: 100, c2: 75 },
    ]);
    expect(stackedRows([])).toEqual([]);
  });

  it('tells what is unlocked by now and the next unlock', () => {
    expect(progress(team, 250)).toEqual({ unlocked: 50, next: { t: 300, value: 50 } });
    expect(progress(team, 50)).toEqual({ unlocked: 0, next: { t: 100, value: 10 } });
    expect(progress(team, 999)).toEqual({ unlocked: 100, next: null });
  });

  it('formats amounts alike down a column: whole ones bare, others with two decimals', () => {
    const f = (n: number) => formatAmount(n).replace(/[^\d.]/g, '');
    expect(f(83_333_333.3)).toBe('83333333.30');
    expect(f(8_333_333.33)).toBe('8333333.33');
    expect(f(150_000_000)).toBe('150000000');
    // Float noise of a sum is not a fraction.
    expect(f(0.1 + 0.2 + 0.7)).toBe('1');
  });
});

describe('seriesColors', () => {
  it('gives each category its own colour, and a new one moves no other', () => {
    // Ids eight apart shared a colour when it came from the id alone.
    const three = [{ id: 11 }, { id: 3 }, { id: 19 }];
    const colorOf = seriesColors(three);
    expect(new Set(three.map((c) => colorOf(c.id))).size).toBe(3);
    const withNew = seriesColors([...three, { id: 27 }]);
    for (const c of three) expect(withNew(c.id)).toBe(colorOf(c.id));
    expect(new Set([...three, { id: 27 }].map((c) => withNew(c.id))).size).toBe(4);
  });
});
