import { formatOffset } from '@/api/rules/time-zone-names';
import { zoneOffset } from '@/api/rules/time-zones';

/**
 * Times shown in a chosen histogram zone (IANA name or `±HH:MM`): the instant is moved by the
 * zone's offset and formatted as UTC, so fixed offsets work wherever Intl lacks them.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(opts);
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { ...opts, timeZone: 'UTC', hourCycle: 'h23' });
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

/** An axis label as fine as its step: `14:00`, `Mon 24 Nov`, `24 Nov`, `Nov`, `Jan 2027`. */
export function tickLabel(ts: number, step: string, tz: string): string {
  const d = wall(ts, tz);
  if (step.endsWith('h')) {
    const local = format({ hour: '2-digit', minute: '2-digit' }).format(d);
    return local === '00:00' ? format({ day: 'numeric', month: 'short' }).format(d) : local;
  }
  if (step.endsWith('d')) {
    return format({ weekday: 'short', day: 'numeric', month: 'short' }).format(d);
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

/** A bucket's start in full, for tooltips and the table: `Mon 24 Nov 2026, 14:00`. */
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
    hour: '2-digit',
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
