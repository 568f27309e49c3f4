import { describe, expect, it } from 'vitest';
import { histogram } from '@/api/rules/buckets';
import { isoInZone } from '@/lib/zone-time';
import { axisTicks, chartRows, nowBucket } from './usage-chart-data';

const rowsOf = (from: number, to: number, interval: string, timezone: string) =>
  histogram([], { from, to, interval, timezone, ts: () => 0, bucket: () => {} }).map((b) => ({
    t: b.ts,
    values: {},
    total: 0,
  }));

describe('axis ticks', () => {
  it('fall on local midnights for a week of 3h buckets, across the Berlin change', () => {
    const from = Date.parse('2026-10-21T22:00:00Z');
    const to = Date.parse('2026-10-28T22:00:00Z');
    const rows = rowsOf(from, to, '3h', 'Europe/Berlin');
    const { ticks, step } = axisTicks(rows, { from, to, interval: '3h' }, 'Europe/Berlin');
    expect(step).toBe('1d');
    expect(ticks.length).toBe(7);
    for (const t of ticks) expect(isoInZone(t, 'Europe/Berlin')).toMatch(/T00:00:00\+0[12]:00$/);
  });

  it('fall on month starts for a year of 1M buckets in -01:00, and on bucket starts only', () => {
    const from = Date.parse('2025-11-20T00:00:00Z');
    const to = Date.parse('2026-11-20T00:00:00Z');
    const rows = rowsOf(from, to, '1M', '-01:00');
    const { ticks } = axisTicks(rows, { from, to, interval: '1M' }, '-01:00');
    expect(ticks.length).toBe(13);
    for (const t of ticks) {
      expect(isoInZone(t, '-01:00')).toMatch(/-01T00:00:00-01:00$/);
      expect(rows.some((r) => r.t === t)).toBe(true);
    }
  });

  it('marks the bucket holding now, and none when the range ended long ago', () => {
    const rows = [{ t: 0 }, { t: 10 }, { t: 20 }].map((r) => ({ ...r, values: {}, total: 0 }));
    expect(nowBucket(rows, 15, 25)).toBe(10);
    expect(nowBucket(rows, 10_000_000, 25)).toBeUndefined();
  });

  it('gives the chart dot-free series keys', () => {
    const rows = [{ t: 5, values: { 'api.call': 2, 'alert.sent': 1 }, total: 3, previous: 4 }];
    expect(chartRows(rows, ['alert.sent', 'api.call'])).toEqual([
      { t: 5, total: 3, s0: 1, s1: 2, prev: 4 },
    ]);
  });
});
