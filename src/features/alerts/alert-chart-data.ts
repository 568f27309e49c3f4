import { BucketStatsSchema, type AlertAggregationResult } from '@/api/alert/schemas';
import { nominalMs } from '@/api/rules/intervals';
import { ALERT_CATEGORIES, ALERT_SEVERITIES } from '@/lib/alert-ranges';
import { SEVERITY_COLORS, labelOfSeverityText } from '@/lib/severity';

type Buckets = AlertAggregationResult['data'];

/** Bucket entries that say where an alert came from, not what it is about (counted twice). */
const ORIGIN_KEYS = new Set(['action', 'trigger']);

/** The count of one bucket entry: `{count}`, or a bare number; anything else is none. */
function countOf(entry: unknown): number {
  if (typeof entry === 'number') return entry;
  return BucketStatsSchema.safeParse(entry).data?.count ?? 0;
}

/** Every category entry of the answer: the known ones first, then any new one as it is named. */
export function categoryKeys(data: Buckets): string[] {
  const seen = new Set<string>(ALERT_CATEGORIES);
  for (const b of data) for (const k of Object.keys(b.bucket)) if (!ORIGIN_KEYS.has(k)) seen.add(k);
  return [...seen];
}

/** Alerts in a bucket: the sum of its category entries (each alert has one category). */
export const bucketTotal = (bucket: Record<string, unknown>): number =>
  Object.entries(bucket).reduce((n, [k, v]) => (ORIGIN_KEYS.has(k) ? n : n + countOf(v)), 0);

/** Chart rows stacked by category: `{t, SECURITY: n, ...}`. */
export function categoryRows(data: Buckets, keys: readonly string[]): Record<string, number>[] {
  return data.map((b) => ({
    t: b.ts,
    ...Object.fromEntries(keys.map((k) => [k, countOf(b.bucket[k])])),
  }));
}

/** Chart rows stacked by severity, from one answer per severity over the same buckets. */
export function severityRows(
  perSeverity: readonly { severity: string; data: Buckets }[],
): Record<string, number>[] {
  const first = perSeverity[0]?.data ?? [];
  return first.map((b, i) => ({
    t: b.ts,
    ...Object.fromEntries(
      perSeverity.map((s) => [s.severity, bucketTotal(s.data[i]?.bucket ?? {})]),
    ),
  }));
}

const CATEGORY_COLORS: Record<string, string> = {
  SECURITY: 'grape.6',
  COMPLIANCE: 'blue.6',
  FINANCIAL: 'teal.6',
};
export const categoryColor = (k: string) => CATEGORY_COLORS[k] ?? 'gray.6';

export function severityColor(s: string): string {
  const label = labelOfSeverityText(s);
  return label ? `${SEVERITY_COLORS[label]}.6` : 'gray.6';
}
export const severitySeriesLabel = (s: string) => labelOfSeverityText(s) ?? s;
export const SEVERITY_STACK_ORDER = [...ALERT_SEVERITIES].reverse();

const tickFormats = new Map<string, Intl.DateTimeFormat>();
/** A date format in a zone (with the time of day or not), built once. */
function tickFormat(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let format = tickFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, {
      timeZone,
      month: 'short',
      day: 'numeric',
      ...(withTime && { hour: 'numeric', minute: '2-digit' }),
    });
    tickFormats.set(key, format);
  }
  return format;
}

/** A bar's time as its tooltip says it: with the time of day for buckets under 12 h. */
export function formatTick(t: number, interval: string, timeZone: string): string {
  return tickFormat(timeZone, nominalMs(interval) < 12 * 3_600_000).format(t);
}

/**
 * The axis of bars under a day over more than a day: one tick where each day starts, labelled
 * by its date, instead of ticks at whatever hour the spacing lands on ('Nov 20, 06:00 AM'),
 * which skipped a day where two labels came close. Null when the axis counts time of day.
 */
export function dayTicks(
  times: readonly number[],
  interval: string,
  timeZone: string,
): { ticks: number[]; format: (t: number) => string } | null {
  const step = nominalMs(interval);
  if (step >= 12 * 3_600_000) return null;
  const day = tickFormat(timeZone, false);
  // A bar that starts a day: the one a step before it falls on another.
  const ticks = times.filter((t) => day.format(t) !== day.format(t - step));
  return ticks.length >= 2 ? { ticks, format: (t) => day.format(t) } : null;
}

/** The zone bars are cut in: UTC when the user reads times in UTC, else the browser's zone. */
export const userTimeZone = (utc: boolean): string =>
  utc ? 'UTC' : Intl.DateTimeFormat().resolvedOptions().timeZone;
