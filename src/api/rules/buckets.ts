/**
 * Date-histogram bucketing (epoch millis) for the usage and alert histograms: the mock buckets
 * with it and the console draws its axis ticks on the same boundaries.
 *
 * Minutes and hours are fixed-length and aligned to the zone's wall clock (so `1h` buckets
 * start on the local hour even in `+05:30`); days, weeks (from Monday), months and years
 * follow the zone's calendar, so a `1d` bucket on a daylight-saving day is 23 or 25 hours.
 * Zone offsets come from `./time-zones` (@date-fns/tz).
 */
import { MAX_BUCKETS } from './interval-limits';
import { parseInterval, type Interval } from './intervals';
import { parseOffset, parseTimeZone } from './time-zone-names';
import { zoneOffset } from './time-zones';

export interface HistogramBucket {
  ts: number;
  bucket: Record<string, unknown>;
}

export interface HistogramOptions<T> {
  from: number;
  to: number;
  interval: string;
  timezone?: string;
  ts: (item: T) => number;
  bucket: (acc: Record<string, unknown>, item: T) => void;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

type Zone = { offsetAt: (ts: number) => number };

const zones = new Map<string, Zone>();

function zoneFor(tz: string | undefined): Zone {
  const name = parseTimeZone(tz);
  let zone = zones.get(name);
  if (zone) return zone;
  const fixed = name === 'UTC' ? 0 : parseOffset(name);
  if (fixed !== undefined) {
    zone = { offsetAt: () => fixed };
  } else {
    // An Intl lookup costs microseconds, so offsets are cached at day and hour boundaries.
    // Offsets change at most once in a day, so when both ends of a day (or hour) agree every
    // instant inside does too; only the hour holding a transition is computed exactly.
    const boundaries = new Map<number, number>();
    const at = (ms: number): number => {
      let off = boundaries.get(ms);
      if (off === undefined) {
        off = zoneOffset(name, ms);
        if (boundaries.size > 200_000) boundaries.clear();
        boundaries.set(ms, off);
      }
      return off;
    };
    zone = {
      offsetAt: (ts) => {
        const day = Math.floor(ts / DAY) * DAY;
        const startOfDay = at(day);
        if (startOfDay === at(day + DAY)) return startOfDay;
        const hour = Math.floor(ts / HOUR) * HOUR;
        const startOfHour = at(hour);
        if (startOfHour === at(hour + HOUR)) return startOfHour;
        return zoneOffset(name, ts);
      },
    };
  }
  zones.set(name, zone);
  return zone;
}

// ---------------------------------------------------------------------------------------------
// Calendar days (days since 1970-01-01 of the zone's wall clock), by the built-in UTC calendar

const dayOf = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d) / DAY;

function civilOf(days: number): { y: number; m: number } {
  const date = new Date(days * DAY);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1 };
}

/** First instant in (lo, hi] whose offset equals the one at `hi`; one transition assumed. */
function transitionAfter(zone: Zone, lo: number, hi: number): number {
  const target = zone.offsetAt(hi);
  // Offsets have one-second resolution, so search whole seconds.
  let a = Math.floor(lo / 1000);
  let b = Math.ceil(hi / 1000);
  while (b - a > 1) {
    const mid = Math.floor((a + b) / 2);
    if (zone.offsetAt(mid * 1000) === target) b = mid;
    else a = mid;
  }
  return Math.max(b * 1000, lo + 1);
}

/** The first instant of a local calendar day (local midnight, or the end of a DST gap). */
function startOfLocalDay(zone: Zone, days: number): number {
  const wall = days * DAY;
  const before = zone.offsetAt(wall - DAY);
  const after = zone.offsetAt(wall + DAY);
  // Earliest valid candidate wins, so a repeated midnight starts at its first occurrence.
  const candidates =
    before >= after ? [wall - before, wall - after] : [wall - after, wall - before];
  for (const u of candidates) if (u + zone.offsetAt(u) === wall) return u;
  // Midnight was skipped by a forward jump: the day starts at the transition.
  return transitionAfter(
    zone,
    Math.min(wall - before, wall - after),
    Math.max(wall - before, wall - after),
  );
}

// ---------------------------------------------------------------------------------------------
// Buckets

interface Calendar {
  /** Bucket key (an integer in the unit's own count) for an instant. */
  keyOf(ts: number): number;
  startOf(key: number): number;
  next(key: number): number;
}

const MONDAY_1970_01_05 = 4;

function calendarFor(interval: Interval, zone: Zone): Calendar {
  const { unit, n } = interval;
  const localDay = (ts: number): number => Math.floor((ts + zone.offsetAt(ts)) / DAY);
  switch (unit) {
    case 'd':
      return {
        keyOf: (ts) => Math.floor(localDay(ts) / n) * n,
        startOf: (key) => startOfLocalDay(zone, key),
        next: (key) => key + n,
      };
    case 'w':
      return {
        keyOf: (ts) =>
          MONDAY_1970_01_05 + Math.floor((localDay(ts) - MONDAY_1970_01_05) / (7 * n)) * 7 * n,
        startOf: (key) => startOfLocalDay(zone, key),
        next: (key) => key + 7 * n,
      };
    case 'M':
      return {
        keyOf: (ts) => {
          const { y, m } = civilOf(localDay(ts));
          return Math.floor((y * 12 + m - 1) / n) * n;
        },
        startOf: (key) => {
          const y = Math.floor(key / 12);
          return startOfLocalDay(zone, dayOf(y, key - y * 12 + 1, 1));
        },
        next: (key) => key + n,
      };
    case 'y':
      return {
        keyOf: (ts) => Math.floor(civilOf(localDay(ts)).y / n) * n,
        startOf: (key) => startOfLocalDay(zone, dayOf(key, 1, 1)),
        next: (key) => key + n,
      };
    case 'm':
    case 'h':
      throw new Error('fixed intervals have no calendar');
  }
}

function lengthOf(interval: Interval): number {
  return interval.n * (interval.unit === 'm' ? MINUTE : HOUR);
}

/**
 * Fixed intervals: bucket starts are the instants whose wall-clock time is a multiple of the
 * length. Across an offset change the rule still gives a consistent partition (a `3h` bucket
 * spanning a DST switch is 2 or 4 hours, as in Elasticsearch); `1h` and shorter stay exact.
 */
function fixedStart(ts: number, len: number, zone: Zone): number {
  let t = ts;
  for (let guard = 0; guard < 8; guard++) {
    const off = zone.offsetAt(t);
    const u = Math.floor((t + off) / len) * len - off;
    if (zone.offsetAt(u) === off) return u;
    // An offset change lies between u and t; the boundary is before it.
    t = transitionAfter(zone, u, t) - 1;
  }
  return Math.floor(ts / len) * len;
}

function fixedNext(start: number, len: number, zone: Zone): number {
  const off = zone.offsetAt(start);
  const c = start + len;
  const offC = zone.offsetAt(c);
  if (offC === off) return c;
  const t = transitionAfter(zone, start, c);
  const first = Math.ceil((t + offC) / len) * len - offC;
  return first > start ? first : c;
}

export function bucketStart(ts: number, interval: string | Interval, tz?: string): number {
  if (!Number.isFinite(ts)) throw new RangeError(`Invalid timestamp ${String(ts)}`);
  const iv = typeof interval === 'string' ? parseInterval(interval) : interval;
  const zone = zoneFor(tz);
  if (iv.unit === 'm' || iv.unit === 'h') return fixedStart(ts, lengthOf(iv), zone);
  const cal = calendarFor(iv, zone);
  return cal.startOf(cal.keyOf(ts));
}

/**
 * The start of the bucket `n` buckets after (n > 0) or before (n < 0) the one holding `ts`, in
 * the zone's calendar (`-12` at `1M` from any day of November: the 1st of November a year before).
 */
export function shiftBucket(
  ts: number,
  n: number,
  interval: string | Interval,
  tz?: string,
): number {
  const iv = typeof interval === 'string' ? parseInterval(interval) : interval;
  const zone = zoneFor(tz);
  let s = bucketStart(ts, iv, tz);
  if (iv.unit === 'm' || iv.unit === 'h') {
    const len = lengthOf(iv);
    for (let i = 0; i < n; i++) s = fixedNext(s, len, zone);
    for (let i = 0; i > n; i--) s = fixedStart(s - 1, len, zone);
    return s;
  }
  const cal = calendarFor(iv, zone);
  for (let i = 0; i < n; i++) {
    // A vanished calendar day (Samoa, 2011-12-30) starts where the next one does: skip it.
    let key = cal.next(cal.keyOf(s));
    while (cal.startOf(key) === s) key = cal.next(key);
    s = cal.startOf(key);
  }
  for (let i = 0; i > n; i--) s = cal.startOf(cal.keyOf(s - 1));
  return s;
}

function tooMany(opts: { from: number; to: number; interval: string }): RangeError {
  return new RangeError(
    `Histogram from ${opts.from} to ${opts.to} with interval ${opts.interval} needs more than ${MAX_BUCKETS} buckets; use a larger interval or a shorter range`,
  );
}

/**
 * Every bucket from the one containing `from` to the one containing `to`, empty ones included,
 * in time order. Items whose timestamps fall outside those buckets are ignored.
 */
export function histogram<T>(items: readonly T[], opts: HistogramOptions<T>): HistogramBucket[] {
  const { from, to } = opts;
  if (!Number.isFinite(from) || !Number.isFinite(to)) {
    throw new RangeError('Histogram bounds must be finite epoch milliseconds');
  }
  if (from > to) throw new RangeError(`Histogram 'from' (${from}) is after 'to' (${to})`);
  const iv = parseInterval(opts.interval);
  const zone = zoneFor(opts.timezone);

  // starts[i] .. starts[i + 1] is bucket i; the final entry is the end of the last bucket.
  const starts: number[] = [];
  if (iv.unit === 'm' || iv.unit === 'h') {
    const len = lengthOf(iv);
    let s = fixedStart(from, len, zone);
    for (;;) {
      starts.push(s);
      if (s > to) break;
      if (starts.length > MAX_BUCKETS) throw tooMany(opts);
      s = fixedNext(s, len, zone);
    }
  } else {
    const cal = calendarFor(iv, zone);
    let key = cal.keyOf(from);
    for (;;) {
      const s = cal.startOf(key);
      key = cal.next(key);
      // A calendar day can vanish entirely (Samoa skipped 2011-12-30); drop its empty bucket.
      if (s === starts[starts.length - 1]) continue;
      starts.push(s);
      if (s > to) break;
      if (starts.length > MAX_BUCKETS) throw tooMany(opts);
    }
  }

  const count = starts.length - 1;
  const buckets: HistogramBucket[] = [];
  for (let i = 0; i < count; i++) buckets.push({ ts: starts[i] ?? 0, bucket: {} });
  const first = starts[0] ?? 0;
  const end = starts[count] ?? 0;
  for (const item of items) {
    const t = opts.ts(item);
    if (!(t >= first && t < end)) continue;
    // Binary search for the last start <= t.
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= t) lo = mid;
      else hi = mid - 1;
    }
    const b = buckets[lo];
    if (b) opts.bucket(b.bucket, item);
  }
  return buckets;
}
