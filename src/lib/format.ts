/** One way to show times, ids and numbers everywhere. Wire times are epoch milliseconds. */

/** Intl formatters are costly to build: each is made on first use, not at start-up. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
const dateFormats: Record<string, Intl.DateTimeFormat> = {};
/** The date (and time) format in the user's zone or in UTC, built on first use. */
function dateFormat(utc: boolean, time: boolean): Intl.DateTimeFormat {
  return (dateFormats[`${utc}${time}`] ??= new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    ...(time && { timeStyle: 'short' }),
    ...(utc && { timeZone: 'UTC' }),
  }));
}
const relative = lazy(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const integer = lazy(() => new Intl.NumberFormat());

/**
 * Builds the formatters a table of times needs. The first date formatter of a page loads ICU's
 * locale data: ~50 ms at 1x on the benchmark machine, ~200 ms at 4x. main.tsx calls this while
 * the first screen's request is in flight, so the first render does not pay it.
 */
export function warmFormatters(): void {
  dateFormat(false, true).format(0);
  dateFormat(true, true);
  relative();
}

/** A time as `Jul 3, 2026, 4:28 AM` (`time` false: `Jul 3, 2026`), `UTC` after it in UTC. */
export function formatDateTime(ms: number | null | undefined, utc = false, time = true): string {
  if (ms == null || !Number.isFinite(ms)) return '—';
  const text = dateFormat(utc, time).format(ms);
  return utc ? `${text} UTC` : text;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

export function formatRelative(ms: number, now = Date.now()): string {
  const diff = ms - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return relative().format(Math.round(diff / size), unit);
  }
  return relative().format(Math.round(diff / 1000), 'second');
}

export function formatCount(n: number | null | undefined): string {
  return n == null ? '—' : integer().format(n);
}
