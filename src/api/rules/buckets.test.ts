import { describe, it, expect } from 'vitest';
import { bucketStart, histogram, shiftBucket } from './buckets';
import { MAX_BUCKETS } from './interval-limits';
import { parseInterval } from './intervals';
import { parseTimeZone } from './time-zone-names';

const H = 3_600_000;
const utc = (s: string): number => Date.parse(s);

/** Local wall-clock text of an instant, `Mon 2026-03-23 00:00`, for readable assertions. */
function wall(ts: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
  }).formatToParts(ts);
  const get = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '?';
  return `${get('weekday')} ${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

function counts(
  from: string,
  to: string,
  interval: string,
  timezone: string,
  items: number[] = [],
) {
  return histogram(items, {
    from: utc(from),
    to: utc(to),
    interval,
    timezone,
    ts: (t) => t,
    bucket: (acc) => {
      acc.count = (typeof acc.count === 'number' ? acc.count : 0) + 1;
    },
  });
}

/**
 * Weeks around DST changes and month ends, in zones with odd offsets and transitions, at every
 * kind of interval: each with the bucket starts the histogram answers for it.
 */
function forEachSample(
  check: (s: { from: number; to: number; tz: string; interval: string; starts: number[] }) => void,
) {
  const windows = [
    [utc('2026-03-20T00:00:00Z'), utc('2026-04-10T00:00:00Z')],
    [utc('2026-09-01T00:00:00Z'), utc('2026-10-30T00:00:00Z')],
  ] as const;
  for (const [from, to] of windows)
    for (const tz of ['Europe/Berlin', 'America/Santiago', 'Australia/Lord_Howe', '+05:45'])
      for (const interval of ['30m', '1h', '3h', '1d', '2d', '1w', '1M']) {
        const starts = histogram([], {
          from,
          to,
          interval,
          timezone: tz,
          ts: (t: number) => t,
          bucket: () => {},
        }).map((b) => b.ts);
        check({ from, to, tz, interval, starts });
      }
}

const gaps = (b: { ts: number }[]): number[] =>
  b.slice(1).map((x, i) => (x.ts - (b[i]?.ts ?? 0)) / H);

describe('parseInterval', () => {
  it.each([
    ['30m', { unit: 'm', n: 30 }],
    ['1h', { unit: 'h', n: 1 }],
    ['3h', { unit: 'h', n: 3 }],
    ['1d', { unit: 'd', n: 1 }],
    ['1w', { unit: 'w', n: 1 }],
    ['1M', { unit: 'M', n: 1 }],
    ['1y', { unit: 'y', n: 1 }],
    ['12M', { unit: 'M', n: 12 }],
  ])('accepts %s', (s, expected) => {
    expect(parseInterval(s)).toEqual(expected);
  });

  it.each([
    '',
    'h',
    '0h',
    '01h',
    '-1h',
    '1.5h',
    '1 h',
    ' 1h',
    '1s',
    '1H',
    '1D',
    '1q',
    '1hour',
    '1m1',
  ])('rejects %j', (s) => {
    expect(() => parseInterval(s)).toThrow(/Invalid interval/);
  });
});

describe('parseTimeZone', () => {
  it('defaults to UTC and normalises UTC spellings', () => {
    expect(parseTimeZone(undefined)).toBe('UTC');
    expect(parseTimeZone('UTC')).toBe('UTC');
    expect(parseTimeZone('utc')).toBe('UTC');
    expect(parseTimeZone('Z')).toBe('UTC');
    expect(parseTimeZone('+00:00')).toBe('UTC');
  });

  it('accepts offsets in several spellings', () => {
    expect(parseTimeZone('+02:00')).toBe('+02:00');
    expect(parseTimeZone('-01:00')).toBe('-01:00');
    expect(parseTimeZone('+0530')).toBe('+05:30');
    expect(parseTimeZone('+05')).toBe('+05:00');
    expect(parseTimeZone('-09:30')).toBe('-09:30');
    expect(parseTimeZone('+14:00')).toBe('+14:00');
  });

  it('accepts IANA names, canonicalising their case', () => {
    expect(parseTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(parseTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(['Europe/Kiev', 'Europe/Kyiv']).toContain(parseTimeZone('Europe/Kiev'));
    expect(parseTimeZone('America/New_York')).toBe('America/New_York');
  });

  it.each([
    'Mars/Olympus_Mons',
    'Berlin',
    '+15:00',
    '+02:60',
    '+2:00',
    '02:00',
    '+123',
    'UTC+2',
    '@',
  ])('rejects %j', (tz) => {
    expect(() => parseTimeZone(tz)).toThrow(/Invalid time zone/);
  });
});

describe('bucketStart', () => {
  it('floors fixed intervals in UTC', () => {
    const ts = utc('2026-01-15T10:47:31.250Z');
    expect(bucketStart(ts, '1h', 'UTC')).toBe(utc('2026-01-15T10:00:00Z'));
    expect(bucketStart(ts, '30m', 'UTC')).toBe(utc('2026-01-15T10:30:00Z'));
    expect(bucketStart(ts, '15m')).toBe(utc('2026-01-15T10:45:00Z'));
    expect(bucketStart(ts, '3h', 'UTC')).toBe(utc('2026-01-15T09:00:00Z'));
    expect(bucketStart(ts, { unit: 'h', n: 1 })).toBe(utc('2026-01-15T10:00:00Z'));
  });

  it('aligns hours to the wall clock of offset zones', () => {
    const ts = utc('2026-01-15T10:47:00Z');
    expect(bucketStart(ts, '1h', '+05:30')).toBe(utc('2026-01-15T10:30:00Z'));
    expect(bucketStart(ts, '1h', 'Asia/Kolkata')).toBe(utc('2026-01-15T10:30:00Z'));
    expect(bucketStart(ts, '1d', '+02:00')).toBe(utc('2026-01-14T22:00:00Z'));
    expect(bucketStart(ts, '1d', '-01:00')).toBe(utc('2026-01-15T01:00:00Z'));
  });

  it('starts days at local midnight, in winter and summer', () => {
    expect(bucketStart(utc('2026-01-15T23:30:00Z'), '1d', 'Europe/Berlin')).toBe(
      utc('2026-01-15T23:00:00Z'),
    );
    expect(bucketStart(utc('2026-07-15T21:59:00Z'), '1d', 'Europe/Berlin')).toBe(
      utc('2026-07-14T22:00:00Z'),
    );
    expect(bucketStart(utc('2026-07-15T22:00:00Z'), '1d', 'Europe/Berlin')).toBe(
      utc('2026-07-15T22:00:00Z'),
    );
  });

  it('starts weeks on Monday', () => {
    // 2026-03-29 is a Sunday.
    const start = bucketStart(utc('2026-03-29T12:00:00Z'), '1w', 'Europe/Berlin');
    expect(start).toBe(utc('2026-03-22T23:00:00Z'));
    expect(wall(start, 'Europe/Berlin')).toMatch(/^Mon 2026-03-23 00:00$/);
    expect(bucketStart(utc('2026-03-30T00:00:00Z'), '1w', 'UTC')).toBe(utc('2026-03-30T00:00:00Z'));
  });

  it('starts months and years on the first local day', () => {
    expect(bucketStart(utc('2026-04-20T00:00:00Z'), '1M', 'Europe/Berlin')).toBe(
      utc('2026-03-31T22:00:00Z'),
    );
    expect(bucketStart(utc('2026-03-31T22:30:00Z'), '1M', 'UTC')).toBe(utc('2026-03-01T00:00:00Z'));
    expect(bucketStart(utc('2026-08-01T00:00:00Z'), '3M', 'UTC')).toBe(utc('2026-07-01T00:00:00Z'));
    expect(bucketStart(utc('2026-06-01T00:00:00Z'), '1y', 'America/New_York')).toBe(
      utc('2026-01-01T05:00:00Z'),
    );
  });

  it('handles a day whose midnight does not exist', () => {
    // Santiago skipped 00:00-01:00 on 2024-09-08: the day starts at 01:00 local.
    const start = bucketStart(utc('2024-09-08T12:00:00Z'), '1d', 'America/Santiago');
    expect(start).toBe(utc('2024-09-08T04:00:00Z'));
    expect(wall(start, 'America/Santiago')).toMatch(/2024-09-08 01:00$/);
  });

  it('keeps the repeated hour of a DST fall-back as two hourly buckets', () => {
    expect(bucketStart(utc('2026-10-25T00:30:00Z'), '1h', 'Europe/Berlin')).toBe(
      utc('2026-10-25T00:00:00Z'),
    );
    expect(bucketStart(utc('2026-10-25T01:30:00Z'), '1h', 'Europe/Berlin')).toBe(
      utc('2026-10-25T01:00:00Z'),
    );
  });

  it('rejects invalid arguments', () => {
    expect(() => bucketStart(0, '1x', 'UTC')).toThrow(/Invalid interval/);
    expect(() => bucketStart(0, '1h', 'Nowhere/Special')).toThrow(/Invalid time zone/);
    expect(() => bucketStart(Number.NaN, '1h', 'UTC')).toThrow(/Invalid timestamp/);
  });

  it('is consistent: every start is <= ts, a fixed point, and matches the histogram', () => {
    // Deterministic pseudo-random sample around DST changes and month ends.
    let seed = 42;
    const rand = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    forEachSample(({ from, to, tz, interval, starts }) => {
      for (let k = 0; k < 40; k++) {
        const ts = Math.floor(from + rand() * (to - from));
        const s = bucketStart(ts, interval, tz);
        expect(s, `${tz} ${interval} ${ts}`).toBeLessThanOrEqual(ts);
        expect(bucketStart(s, interval, tz), `${tz} ${interval} ${ts}`).toBe(s);
        const expected = starts.filter((x) => x <= ts).pop();
        expect(s, `${tz} ${interval} ${ts}`).toBe(expected);
      }
    });
  });
});

describe('histogram', () => {
  it('returns every bucket from from to to, empty ones as {}', () => {
    const res = counts('2026-01-01T10:15:00Z', '2026-01-01T13:00:00Z', '1h', 'UTC', [
      utc('2026-01-01T10:59:59Z'),
      utc('2026-01-01T10:20:00Z'),
      utc('2026-01-01T12:00:00Z'),
    ]);
    expect(res).toEqual([
      { ts: utc('2026-01-01T10:00:00Z'), bucket: { count: 2 } },
      { ts: utc('2026-01-01T11:00:00Z'), bucket: {} },
      { ts: utc('2026-01-01T12:00:00Z'), bucket: { count: 1 } },
      { ts: utc('2026-01-01T13:00:00Z'), bucket: {} },
    ]);
  });

  it('ignores items outside the returned buckets', () => {
    const res = counts('2026-01-01T00:00:00Z', '2026-01-01T01:30:00Z', '1h', 'UTC', [
      utc('2025-12-31T23:59:59Z'),
      utc('2026-01-01T02:00:00Z'),
      Number.NaN,
      utc('2026-01-01T01:59:59Z'),
    ]);
    expect(res.map((b) => b.bucket)).toEqual([{}, { count: 1 }]);
  });

  it('passes each item to the bucket callback of its own bucket', () => {
    const items = [
      { at: utc('2026-02-01T05:00:00Z'), amount: 5 },
      { at: utc('2026-02-01T06:00:00Z'), amount: 7 },
      { at: utc('2026-02-03T00:00:00Z'), amount: 1 },
    ];
    const res = histogram(items, {
      from: utc('2026-02-01T00:00:00Z'),
      to: utc('2026-02-03T00:00:00Z'),
      interval: '1d',
      ts: (i) => i.at,
      bucket: (acc, i) => {
        acc.sum = (typeof acc.sum === 'number' ? acc.sum : 0) + i.amount;
      },
    });
    expect(res).toEqual([
      { ts: utc('2026-02-01T00:00:00Z'), bucket: { sum: 12 } },
      { ts: utc('2026-02-02T00:00:00Z'), bucket: {} },
      { ts: utc('2026-02-03T00:00:00Z'), bucket: { sum: 1 } },
    ]);
  });

  it('makes the spring-forward day 23 hours and the fall-back day 25 in Europe/Berlin', () => {
    const spring = counts('2026-03-27T12:00:00Z', '2026-03-30T12:00:00Z', '1d', 'Europe/Berlin', [
      utc('2026-03-29T21:59:59Z'),
      utc('2026-03-29T22:00:00Z'),
    ]);
    expect(spring.map((b) => b.ts)).toEqual([
      utc('2026-03-26T23:00:00Z'),
      utc('2026-03-27T23:00:00Z'),
      utc('2026-03-28T23:00:00Z'),
      utc('2026-03-29T22:00:00Z'),
    ]);
    expect(spring.map((b) => b.bucket)).toEqual([{}, {}, { count: 1 }, { count: 1 }]);
    expect(gaps(spring)).toEqual([24, 24, 23]);
    const fall = counts('2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z', '1d', 'Europe/Berlin');
    expect(gaps(fall)).toEqual([24, 25]);
  });

  it('keeps hourly buckets one hour long across DST changes', () => {
    const spring = counts('2026-03-28T22:00:00Z', '2026-03-29T04:00:00Z', '1h', 'Europe/Berlin');
    expect(gaps(spring).every((g) => g === 1)).toBe(true);
    expect(spring.map((b) => wall(b.ts, 'Europe/Berlin').slice(-5))).toEqual([
      '23:00',
      '00:00',
      '01:00',
      '03:00',
      '04:00',
      '05:00',
      '06:00',
    ]);
    const fall = counts('2026-10-24T22:00:00Z', '2026-10-25T03:00:00Z', '1h', 'Europe/Berlin');
    expect(gaps(fall).every((g) => g === 1)).toBe(true);
    expect(fall).toHaveLength(6);
  });

  it('keeps multi-hour buckets on local boundaries, stretching the one spanning DST', () => {
    const spring = counts('2026-03-28T18:00:00Z', '2026-03-29T09:00:00Z', '3h', 'Europe/Berlin');
    expect(spring.map((b) => wall(b.ts, 'Europe/Berlin').slice(-5))).toEqual([
      '18:00',
      '21:00',
      '00:00',
      '03:00',
      '06:00',
      '09:00',
    ]);
    expect(gaps(spring)).toEqual([3, 3, 2, 3, 3]);
  });

  it('enumerates weeks from Monday and calendar months', () => {
    const weeks = counts('2026-03-20T00:00:00Z', '2026-04-10T00:00:00Z', '1w', 'Europe/Berlin');
    expect(weeks.map((b) => wall(b.ts, 'Europe/Berlin'))).toEqual([
      'Mon 2026-03-16 00:00',
      'Mon 2026-03-23 00:00',
      'Mon 2026-03-30 00:00',
      'Mon 2026-04-06 00:00',
    ]);
    const months = counts('2026-01-15T00:00:00Z', '2026-04-15T00:00:00Z', '1M', 'UTC');
    expect(gaps(months)).toEqual([31 * 24, 28 * 24, 31 * 24]);
    const years = counts('2023-06-01T00:00:00Z', '2025-01-01T00:00:00Z', '1y', 'UTC');
    expect(years.map((b) => b.ts)).toEqual([
      utc('2023-01-01T00:00:00Z'),
      utc('2024-01-01T00:00:00Z'),
      utc('2025-01-01T00:00:00Z'),
    ]);
  });

  it('allows exactly 10,000 buckets and rejects more', () => {
    const base = { from: 0, interval: '1m', ts: (t: number) => t, bucket: () => {} };
    expect(histogram([], { ...base, to: (MAX_BUCKETS - 1) * 60_000 })).toHaveLength(MAX_BUCKETS);
    expect(() => histogram([], { ...base, to: MAX_BUCKETS * 60_000 })).toThrow(
      /needs more than 10000 buckets/,
    );
    expect(() => histogram([], { ...base, to: 1e15, interval: '1d' })).toThrow(
      /needs more than 10000 buckets/,
    );
  });

  it('rejects inverted or non-finite ranges and bad parameters', () => {
    const base = { ts: (t: number) => t, bucket: () => {} };
    expect(() => histogram([], { ...base, from: 10, to: 5, interval: '1h' })).toThrow(/is after/);
    expect(() => histogram([], { ...base, from: 0, to: Infinity, interval: '1h' })).toThrow(
      /finite/,
    );
    expect(() => histogram([], { ...base, from: 0, to: 5, interval: '1 hour' })).toThrow(
      /Invalid interval/,
    );
    expect(() =>
      histogram([], { ...base, from: 0, to: 5, interval: '1h', timezone: 'Moon/Base' }),
    ).toThrow(/Invalid time zone/);
  });

  it('returns a single bucket when from and to share one', () => {
    const t = utc('2026-05-05T05:05:05Z');
    expect(counts('2026-05-05T05:05:05Z', '2026-05-05T05:05:05Z', '1d', 'UTC', [t])).toEqual([
      { ts: utc('2026-05-05T00:00:00Z'), bucket: { count: 1 } },
    ]);
  });
});

describe('shiftBucket', () => {
  it('steps whole calendar months across a year end, from any instant of a month', () => {
    const mid = utc('2026-11-28T08:05:00Z');
    expect(shiftBucket(mid, -11, '1M', 'UTC')).toBe(utc('2025-12-01T00:00:00Z'));
    expect(shiftBucket(mid, -12, '1M', 'UTC')).toBe(utc('2025-11-01T00:00:00Z'));
    expect(shiftBucket(mid, 2, '1M', 'UTC')).toBe(utc('2027-01-01T00:00:00Z'));
    expect(shiftBucket(mid, 0, '1M', 'UTC')).toBe(utc('2026-11-01T00:00:00Z'));
  });

  it('steps over a vanished calendar day (Samoa skipped 2011-12-30)', () => {
    const dec29 = bucketStart(utc('2011-12-29T12:00:00Z'), '1d', 'Pacific/Apia');
    const dec31 = shiftBucket(dec29, 1, '1d', 'Pacific/Apia');
    expect(wall(dec31, 'Pacific/Apia')).toMatch(/2011-12-31 00:00$/);
    expect(shiftBucket(dec31, -1, '1d', 'Pacific/Apia')).toBe(dec29);
  });

  it("lands on the histogram's own bucket starts, forward and back, across DST changes", () => {
    forEachSample(({ tz, interval, starts }) => {
      for (let i = 0; i < starts.length; i += Math.max(1, Math.floor(starts.length / 12))) {
        for (const k of [-2, -1, 1, 2]) {
          const target = starts[i + k];
          if (target === undefined) continue;
          // From the start itself and from inside its bucket.
          expect(shiftBucket(starts[i] ?? 0, k, interval, tz), `${tz} ${interval} ${i}${k}`).toBe(
            target,
          );
          expect(shiftBucket((starts[i] ?? 0) + 1, k, interval, tz)).toBe(target);
        }
      }
    });
  });
});
