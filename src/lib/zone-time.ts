import { formatOffset } from '@/api/rules/time-zone-names';
import { zoneOffset } from '@/api/rules/time-zones';

/**
 * Times shown in a chosen histogram zone (IANA name or `±HH:MM`): the instant is moved by the
 * zone's offset and formatted as UTC, so fixed offsets work wherever Intl lacks them. In the
 * user's locale, as every other time in the console (src/lib/format.ts).
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(opts);
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(undefined, { ...opts, timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

const wall = (ts: number, tz: string) => new Date(ts + zoneOffset(tz, ts));

/** `2026-11-24T00:00:00+01:00`: the bucket start as the zone's wall clock with its offset. */
export function isoInZone(ts: number, tz: string): string {
  const off = zoneOffset(tz, ts);
  return `${new Date(ts + off).toISOString().slice(0, 19)}${formatOffset(off)}`;
}

/**
 * An axis label as fine as its step (en-US): `2:00 PM`, `Mon Nov 24`, `Nov 24`, `Nov`,
 * `Jan 2027`; an hour step's midnight as its date.
 */
export function tickLabel(ts: number, step: string, tz: string): string {
  const d = wall(ts, tz);
  if (step.endsWith('h')) {
    return d.getUTCHours() === 0 && d.getUTCMinutes() === 0
      ? format({ day: 'numeric', month: 'short' }).format(d)
      : format({ hour: 'numeric', minute: '2-digit' }).format(d);
  }
  if (step.endsWith('d')) {
    // Without the locale's commas (`Mon Nov 24`): eight fit a narrow chart.
    return format({ weekday: 'short', day: 'numeric', month: 'short' })
      .formatToParts(d)
      .map((part) => (part.type === 'literal' ? ' ' : part.value))
      .join('');
  }
  if (step.endsWith('w')) return format({ day: 'numeric', month: 'short' }).format(d);
  // Months: the year only where it turns, so thirteen labels fit a narrow chart.
  if (step.endsWith('M')) {
    return format(
      d.getUTCMonth() === 0 ? { month: 'short', year: 'numeric' } : { month: 'short' },
    ).format(d);
  }
  return format({ year: 'numeric' }).format(d);
}

/** A bucket's start in full, for tooltips and the table (en-US): `Mon, Nov 24, 2026, 2:00 PM`. */
export function bucketLabel(ts: number, interval: string, tz: string): string {
  const d = wall(ts, tz);
  if (interval.endsWith('M')) return format({ month: 'long', year: 'numeric' }).format(d);
  if (interval.endsWith('d') || interval.endsWith('w')) {
    return format({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(d);
  }
  return format({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}

/** The zone's wall clock at an instant as `YYYY-MM-DD HH:mm:ss` (the date pickers' strings). */
export function toWall(ts: number, tz: string): string {
  return isoInZone(ts, tz).slice(0, 19).replace('T', ' ');
}

/**
 * The instant a `YYYY-MM-DD HH:mm[:ss]` wall-clock time names in a zone (in a DST gap, the
 * instant after it; in a repeated hour, the first), or null when the text is no such time.
 */
export function fromWall(wallText: string, tz: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wallText.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0));
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
  if (!Number.isFinite(wall)) return null;
  // Two passes settle on the offset in force at the instant itself.
  const guess = wall - zoneOffset(tz, wall);
  const first = wall - zoneOffset(tz, guess);
  return Math.min(guess, first);
}
