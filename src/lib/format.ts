/** One way to show times, ids and numbers everywhere. Wire times are epoch milliseconds. */

/** Intl formatters are costly to build: each is made on first use, not at start-up. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The date (and time) format's options, in the user's zone or in UTC. */
function dateOptions(utc: boolean, time: boolean): Intl.DateTimeFormatOptions {
  return {
    dateStyle: 'medium',
    ...(time && { timeStyle: 'short' }),
    ...(utc && { timeZone: 'UTC' }),
  };
}
const dateFormats: Record<string, Intl.DateTimeFormat> = {};
/** The date (and time) format in the user's zone or in UTC, built on first use. */
function dateFormat(utc: boolean, time: boolean): Intl.DateTimeFormat {
  return (dateFormats[`${utc}${time}`] ??= new Intl.DateTimeFormat(
    undefined,
    dateOptions(utc, time),
  ));
}
const RELATIVE_OPTIONS: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };
const relative = lazy(() => new Intl.RelativeTimeFormat(undefined, RELATIVE_OPTIONS));
const integer = lazy(() => new Intl.NumberFormat());

/**
 * The date formats the first screen draws, [utc, time]: its list's Updated column (the day, in
 * the user's zone) and that column's hint (the day and time). Each costs ~5 ms to build at 1x.
 */
const FIRST_DATES: [boolean, boolean][] = [
  [false, false],
  [false, true],
];

/**
 * Builds the formatters the first screen's table of times and its pager's count need. The
 * first Intl formatter of a page loads ICU's locale data: ~40-50 ms at 1x on the benchmark
 * machine, ~200 ms at 4x. ICU keeps that data for the whole process, so the head's boot script
 * has a thread of its own build these formatters first (intlOptions, scripts/boot-snippets.ts),
 * and here they cost ~1 ms; main.tsx calls this while the first screen's request is in flight,
 * should that thread not have finished.
 */
export function warmFormatters(): void {
  for (const [utc, time] of FIRST_DATES) dateFormat(utc, time).format(0);
  relative();
  // The pager's count: ~1.5-2.5 ms at 1x to build even once the thread has loaded ICU's data,
  // in the first render when left to it.
  integer();
}

/** What warmFormatters builds, as options, for the boot script's thread (a build-time call). */
export function intlOptions() {
  return {
    dates: FIRST_DATES.map(([utc, time]) => dateOptions(utc, time)),
    relative: RELATIVE_OPTIONS,
  };
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
