import { describe, expect, it } from 'vitest';
import { histogram } from '@/api/rules/buckets';
import { periodBefore, viewRange } from './usage-range';
import { resolveRange, UsageSearchSchema, type UsageSearch } from './usage-search';

const utc = (s: string): number => Date.parse(s);
const NOW = utc('2026-11-28T08:06:00Z');

/** The bucket starts the service answers for a body, as ISO text. */
function bars(from: number, to: number, interval: string, timezone: string): string[] {
  return histogram([], {
    from,
    to,
    interval,
    timezone,
    ts: (t: number) => t,
    bucket: () => {},
  }).map((b) => new Date(b.ts).toISOString());
}

function view(search: Partial<UsageSearch>) {
  const s = UsageSearchSchema.parse(search);
  const range = viewRange(s, resolveRange(s, NOW));
  return { s, range, bars: bars(range.from, range.to, range.interval, s.tz) };
}

describe('viewRange', () => {
  it('draws twelve months for "12 months" at 1M: eleven before this one and this one so far', () => {
    const { bars: months } = view({ range: '12M', interval: '1M' });
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12-01T00:00:00.000Z');
    expect(months.at(-1)).toBe('2026-11-01T00:00:00.000Z');
  });

  it('draws seven days for "7 d" at 1d and 24 hours for "24 h" at 1h, ending now', () => {
    const week = view({ range: '7d', interval: '1d' });
    expect(week.bars).toHaveLength(7);
    expect(week.bars[0]).toBe('2026-11-22T00:00:00.000Z');
    expect(week.range.to).toBe(NOW);
    const day = view({ range: '24h', interval: '1h' });
    expect(day.bars).toHaveLength(24);
    expect(day.bars.at(-1)).toBe('2026-11-28T08:00:00.000Z');
  });

  it("starts on the zone's calendar", () => {
    const { bars: days } = view({ range: '7d', interval: '1d', tz: 'Asia/Tokyo' });
    expect(days).toHaveLength(7);
    expect(days[0]).toBe('2026-11-21T15:00:00.000Z'); // 22 November, 00:00 in Tokyo
  });

  it('leaves a custom range as chosen', () => {
    const from = utc('2026-11-03T10:00:00Z');
    const to = utc('2026-11-05T10:00:00Z');
    const { range } = view({ range: 'custom', from, to, interval: '1d' });
    expect(range).toMatchObject({ from, to, interval: '1d' });
  });
});

describe('periodBefore', () => {
  it('is the week before, day for day, for "7 d" at 1d', () => {
    const { range, s } = view({ range: '7d', interval: '1d' });
    const before = periodBefore(range, s.tz);
    const days = bars(before.from, before.to, range.interval, s.tz);
    expect(days).toHaveLength(7);
    expect(days[0]).toBe('2026-11-15T00:00:00.000Z');
    expect(days.at(-1)).toBe('2026-11-21T00:00:00.000Z');
    expect(before.to).toBe(range.from - 1);
  });

  it('is the year before, month for month, for "12 months" at 1M', () => {
    const { range, s } = view({ range: '12M', interval: '1M' });
    const before = periodBefore(range, s.tz);
    const months = bars(before.from, before.to, range.interval, s.tz);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2024-12-01T00:00:00.000Z');
    expect(months.at(-1)).toBe('2025-11-01T00:00:00.000Z');
  });

  it('has as many buckets as a custom range touches, ending before its first', () => {
    const from = utc('2026-11-03T10:00:00Z');
    const to = utc('2026-11-05T00:00:00Z'); // on a boundary: the service draws its bucket too
    const current = bars(from, to, '1d', 'UTC');
    const before = periodBefore({ from, to, interval: '1d' }, 'UTC');
    const days = bars(before.from, before.to, '1d', 'UTC');
    expect(current).toHaveLength(3);
    expect(days).toEqual([
      '2026-10-31T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
    ]);
  });

  it('keeps whole local days across a DST change', () => {
    const s = UsageSearchSchema.parse({ range: '7d', interval: '1d', tz: 'Europe/Berlin' });
    const now = utc('2026-04-01T10:00:00Z');
    const range = viewRange(s, resolveRange(s, now));
    const before = periodBefore(range, s.tz);
    const days = bars(before.from, before.to, '1d', s.tz);
    expect(days).toHaveLength(7);
    // 19 March, 00:00 in Berlin (winter time), to 25 March, after the change to summer time.
    expect(days[0]).toBe('2026-03-18T23:00:00.000Z');
    expect(days.at(-1)).toBe('2026-03-24T23:00:00.000Z');
  });
});
