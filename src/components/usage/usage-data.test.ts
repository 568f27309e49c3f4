import { describe, expect, it } from 'vitest';
import { formatChange, percentChange, toUsageData } from './usage-data';
import { RANGE_PRESETS, resolveRange, USAGE_DEFAULTS, UsageSearchSchema } from './usage-search';

describe('toUsageData', () => {
  const current = [
    { ts: 0, bucket: { 'api.call': 2, 'detector.run': 5 } },
    { ts: 10, bucket: { 'api.call': 0, 'detector.run': 1 } },
  ];
  const previous = [
    { ts: -20, bucket: { 'api.call': 4, 'detector.run': 0 } },
    { ts: -10, bucket: {} },
  ];

  it('gives every key in every row, totals per key and over the range', () => {
    const d = toUsageData(current);
    expect(d.keys).toEqual(['api.call', 'detector.run']);
    expect(d.rows.map((r) => r.total)).toEqual([7, 1]);
    expect(d.totals).toEqual({ 'api.call': 2, 'detector.run': 6 });
    expect(d.total).toBe(8);
  });

  it('counts {count} entries of the alert histograms', () => {
    const d = toUsageData([{ ts: 0, bucket: { SECURITY: { count: 3, maxSeverity: 'HIGH' } } }]);
    expect(d.totals).toEqual({ SECURITY: 3 });
  });

  it('lines the previous period up bucket by bucket, over the shown series only', () => {
    const d = toUsageData(current, previous, ['detector.run']);
    expect(d.rows.map((r) => [r.total, r.previous])).toEqual([
      [2, 4],
      [0, 0],
    ]);
    expect(d.previousTotals).toEqual({ 'api.call': 4, 'detector.run': 0 });
    expect(d.total).toBe(2);
    expect(d.previousTotal).toBe(4);
  });

  it('reports the change in percent, "new" when nothing came before', () => {
    expect(formatChange(percentChange(2, 4), 4)).toBe('−50 %');
    expect(formatChange(percentChange(6, 4), 4)).toBe('+50 %');
    expect(formatChange(percentChange(6, 0), 0)).toBe('new');
    expect(formatChange(percentChange(9404, 55), 55)).toBe('×171');
    expect(formatChange(percentChange(54, 6), 6)).toBe('+800 %');
    expect(formatChange(percentChange(1, 4000), 4000)).toBe('−100 %');
    expect(formatChange(percentChange(6, undefined), undefined)).toBe('');
  });
});

describe('usage search', () => {
  it('leaves out of the URL exactly what the schema fills in', () => {
    expect(UsageSearchSchema.parse({})).toEqual(USAGE_DEFAULTS);
  });

  it('falls back to defaults on a hand-edited URL', () => {
    const s = UsageSearchSchema.parse({
      range: 'forever',
      tz: 'Mars/Base',
      interval: '5m',
      hide: 3,
    });
    expect(s).toMatchObject({ range: '7d', tz: 'UTC', interval: undefined, hide: [] });
    expect(UsageSearchSchema.parse({ tz: '+0530' }).tz).toBe('+05:30');
  });

  it('resolves presets from now and suggests an interval; keeps a chosen one', () => {
    const now = 1_800_000_000_000;
    const r = resolveRange(UsageSearchSchema.parse({ range: '24h' }), now);
    expect(r).toEqual({
      from: now - RANGE_PRESETS['24h'].ms,
      to: now,
      interval: '1h',
      suggested: '1h',
    });
    const chosen = resolveRange(UsageSearchSchema.parse({ range: '30d', interval: '1d' }), now);
    expect([chosen.interval, chosen.suggested]).toEqual(['1d', '12h']);
  });

  it('uses a custom range as given, and the last 7 days when it is inverted', () => {
    const custom = UsageSearchSchema.parse({ range: 'custom', from: 1000, to: 5000 });
    expect(resolveRange(custom, 9e12)).toMatchObject({ from: 1000, to: 5000 });
    const bad = UsageSearchSchema.parse({ range: 'custom', from: 5000, to: 1000 });
    expect(resolveRange(bad, 9e12).to).toBe(9e12);
  });
});
