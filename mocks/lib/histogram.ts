/**
 * Date-histogram bucketing (epoch millis) for the usage and alert histogram endpoints.
 *
 * Minutes and hours are fixed-length and aligned to the zone's wall clock (so `1h` buckets
 * start on the local hour even in `+05:30`); days, weeks (from Monday), months and years
 * follow the zone's calendar, so a `1d` bucket on a daylight-saving day is 23 or 25 hours.
 * Zone offsets come from `Intl.DateTimeFormat`; no date library.
 */

import { MAX_BUCKETS, parseInterval, type Interval } from '../../src/api/rules/intervals';

export { MAX_BUCKETS, parseInterval };

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

// ---------------------------------------------------------------------------------------------
// Time zones

const OFFSET = /^([+-])(\d{2})(?::?(\d{2}))?$/;

function formatOffset(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const abs = Math.abs(ms) / MINUTE;
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

function parseOffset(tz: string): number | undefined {
  const m = OFFSET.exec(tz);
  if (!m) return undefined;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? '0');
  if (hours > 14 || minutes > 59 || (hours === 14 && minutes > 0)) {
    throw new RangeError(`Invalid time zone offset '${tz}': must be between -14:00 and +14:00`);
  }
  const ms = (hours * 60 + minutes) * MINUTE;
  return m[1] === '-' ? -ms : ms;
}

// Validating a name builds an Intl formatter, far too slow to repeat per bucketStart call.
const zoneNames = new Map<string, string>();

/**
 * Normalises a `timezone` parameter: `UTC` for absent, `Z`, `UTC` or a zero offset; `+05:30`
 * style for offsets (`+0530`, `+05`); the canonical IANA name otherwise.
 */
export function parseTimeZone(tz: string | undefined): string {
  if (tz === undefined) return 'UTC';
  const t = tz.trim();
  if (t === '' || t === 'Z' || t.toUpperCase() === 'UTC') return 'UTC';
  const offset = parseOffset(t);
  if (offset !== undefined) return offset === 0 ? 'UTC' : formatOffset(offset);
  const known = zoneNames.get(t);
  if (known !== undefined) return known;
  // Intl accepts some offset spellings itself; only names (with a letter) are taken from it.
  if (/^[A-Za-z]/.test(t)) {
    try {
      const name = new Intl.DateTimeFormat('en-US', { timeZone: t }).resolvedOptions().timeZone;
      zoneNames.set(t, name);
      return name;
    } catch {
      // fall through to the error below
    }
  }
  throw new RangeError(
    `Invalid time zone '${tz}': expected an IANA name like Europe/Berlin, an offset like +02:00, or UTC`,
  );
}

type Zone = { offsetAt: (ts: number) => number };

const formatters = new Map<string, Intl.DateTimeFormat>();
const zones = new Map<string, Zone>();

function formatterFor(name: string): Intl.DateTimeFormat {
  let f = formatters.get(name);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(name, f);
  }
  return f;
}

/** Offset (ms, east positive) of an IANA zone at an instant, from its wall-clock fields. */
function intlOffset(f: Intl.DateTimeFormat, ts: number): number {
  const seconds = Math.floor(ts / 1000) * 1000;
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const p of f.formatToParts(seconds)) {
    switch (p.type) {
      case 'year':
        year = Number(p.value);
        break;
      case 'month':
        month = Number(p.value);
        break;
      case 'day':
        day = Number(p.value);
        break;
      case 'hour':
        hour = Number(p.value);
        break;
      case 'minute':
        minute = Number(p.value);
        break;
      case 'second':
        second = Number(p.value);
        break;
      case 'era':
        bc = p.value.startsWith('B');
        break;
    }
  }
  if (bc) year = 1 - year;
  const wall = daysFromCivil(year, month, day) * DAY + ((hour * 60 + minute) * 60 + second) * 1000;
  return wall - seconds;
}

function zoneFor(tz: string | undefined): Zone {
  const name = parseTimeZone(tz);
  let zone = zones.get(name);
  if (zone) return zone;
  const fixed = name === 'UTC' ? 0 : parseOffset(name);
  if (fixed !== undefined) {
    zone = { offsetAt: () => fixed };
  } else {
    const f = formatterFor(name);
    // formatToParts costs microseconds, so offsets are cached at day and hour boundaries.
    // Offsets change at most once in a day, so when both ends of a day (or hour) agree every
    // instant inside does too; only the hour holding a transition is computed exactly.
    const boundaries = new Map<number, number>();
    const at = (ms: number): number => {
      let off = boundaries.get(ms);
      if (off === undefined) {
        off = intlOffset(f, ms);
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
        return intlOffset(f, ts);
      },
    };
  }
  zones.set(name, zone);
  return zone;
}

// ---------------------------------------------------------------------------------------------
// Civil calendar arithmetic (proleptic Gregorian, days since 1970-01-01)

function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): { y: number; m: number; d: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
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
          const { y, m } = civilFromDays(localDay(ts));
          return Math.floor((y * 12 + m - 1) / n) * n;
        },
        startOf: (key) => {
          const y = Math.floor(key / 12);
          return startOfLocalDay(zone, daysFromCivil(y, key - y * 12 + 1, 1));
        },
        next: (key) => key + n,
      };
    case 'y':
      return {
        keyOf: (ts) => Math.floor(civilFromDays(localDay(ts)).y / n) * n,
        startOf: (key) => startOfLocalDay(zone, daysFromCivil(key, 1, 1)),
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
