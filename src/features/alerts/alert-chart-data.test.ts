import { describe, expect, it } from 'vitest';
import {
  bucketTotal,
  categoryKeys,
  categoryRows,
  dayTicks,
  severityRows,
} from './alert-chart-data';

const stats = (count: number) => ({ count, maxSeverity: count ? 'HIGH' : null });
const data = [
  {
    ts: 0,
    bucket: { SECURITY: stats(2), FINANCIAL: stats(1), trigger: stats(2), action: stats(0) },
  },
  { ts: 10, bucket: { SECURITY: stats(0), OPERATIONS: stats(4), trigger: stats(0) } },
];

describe('alert chart data', () => {
  it('stacks by category, keeping a category the console does not know under its own name', () => {
    const keys = categoryKeys(data);
    expect(keys).toEqual(['SECURITY', 'COMPLIANCE', 'FINANCIAL', 'OPERATIONS']);
    expect(categoryRows(data, keys)).toEqual([
      { t: 0, SECURITY: 2, COMPLIANCE: 0, FINANCIAL: 1, OPERATIONS: 0 },
      { t: 10, SECURITY: 0, COMPLIANCE: 0, FINANCIAL: 0, OPERATIONS: 4 },
    ]);
  });

  it('counts a bucket by its categories only (trigger and action are origins)', () => {
    expect(bucketTotal(data[0]?.bucket ?? {})).toBe(3);
    expect(bucketTotal({ SECURITY: 5, odd: 'x' })).toBe(5);
  });

  it('stacks by severity from one answer per severity', () => {
    expect(
      severityRows([
        { severity: 'HIGH', data },
        {
          severity: 'LOW',
          data: [
            { ts: 0, bucket: {} },
            { ts: 10, bucket: { SECURITY: stats(1) } },
          ],
        },
      ]),
    ).toEqual([
      { t: 0, HIGH: 3, LOW: 0 },
      { t: 10, HIGH: 4, LOW: 1 },
    ]);
  });
});

describe('dayTicks', () => {
  const H = 3_600_000;
  const start = Date.UTC(2026, 10, 20, 6); // Nov 20, 06:00 UTC
  const times = Array.from({ length: 7 * 8 }, (_, i) => start + i * 3 * H);

  it('puts a tick where each day starts, labelled by its date, for bars under a day', () => {
    const axis = dayTicks(times, '3h', 'UTC');
    if (!axis) throw new Error('no day ticks');
    // The first bar (06:00) starts no day; each midnight bar does, Nov 27 included.
    expect(axis.ticks).toEqual(
      Array.from({ length: 7 }, (_, d) => Date.UTC(2026, 10, 21 + d)).filter(
        (t) => t <= (times.at(-1) ?? 0),
      ),
    );
    expect(axis.ticks.map(axis.format)).toContain('Nov 26');
  });

  it('cuts days in the reader’s zone', () => {
    const axis = dayTicks(times, '3h', 'Asia/Tokyo');
    // Tokyo's midnight is 15:00 UTC.
    expect(axis?.ticks.every((t) => new Date(t).getUTCHours() === 15)).toBe(true);
  });

  it('leaves daily bars and a single day to the axis’s own spacing', () => {
    expect(dayTicks(times, '1d', 'UTC')).toBeNull();
    expect(dayTicks(times.slice(0, 4), '3h', 'UTC')).toBeNull();
  });
});
