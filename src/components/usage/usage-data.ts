/** The dashboard's numbers from histogram answers: one shape for the chart, table and CSV. */
export interface HistogramBucket {
  ts: number;
  bucket: Record<string, unknown>;
}

export interface UsageRow {
  t: number;
  values: Record<string, number>;
  total: number;
  /** The total of the bucket one period earlier (same position), when compared. */
  previous?: number;
}

export interface UsageData {
  keys: string[];
  rows: UsageRow[];
  totals: Record<string, number>;
  total: number;
  previousTotals?: Record<string, number>;
  previousTotal?: number;
}

/** A bucket entry as a count: a number (usage) or `{count}` (the alert histograms). */
export function countOf(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  if (typeof v === 'object' && v !== null && 'count' in v && typeof v.count === 'number') {
    return v.count;
  }
  return 0;
}

function sums(buckets: readonly HistogramBucket[], keys: readonly string[]) {
  const totals = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const b of buckets)
    for (const k of keys) totals[k] = (totals[k] ?? 0) + countOf(b.bucket[k]);
  return totals;
}

const sum = (r: Record<string, number>, keys: readonly string[]) =>
  keys.reduce((n, k) => n + (r[k] ?? 0), 0);

/**
 * Rows per bucket with every key (missing = 0), totals per key and over the range; with
 * `previous`, the period before lined up bucket by bucket. `shown` limits the totals of the
 * rows (and the comparison) to the series on screen.
 */
export function toUsageData(
  current: readonly HistogramBucket[],
  previous?: readonly HistogramBucket[],
  hidden: readonly string[] = [],
): UsageData {
  const all = new Set<string>();
  for (const b of [...current, ...(previous ?? [])])
    for (const k of Object.keys(b.bucket)) all.add(k);
  const keys = [...all].sort();
  const shown = keys.filter((k) => !hidden.includes(k));
  const rows = current.map((b, i): UsageRow => {
    const values = Object.fromEntries(keys.map((k) => [k, countOf(b.bucket[k])]));
    const before = previous?.[i];
    const row: UsageRow = { t: b.ts, values, total: sum(values, shown) };
    if (previous) {
      row.previous = before ? shown.reduce((n, k) => n + countOf(before.bucket[k]), 0) : 0;
    }
    return row;
  });
  const totals = sums(current, keys);
  const data: UsageData = { keys, rows, totals, total: sum(totals, shown) };
  if (previous) {
    data.previousTotals = sums(previous, keys);
    data.previousTotal = sum(data.previousTotals, shown);
  }
  return data;
}

/** Change in percent from `before` to `now` (null when there was nothing before). */
export function percentChange(now: number, before: number | undefined): number | null {
  if (before === undefined || before === 0) return null;
  return ((now - before) / before) * 100;
}

/**
 * `+12 %`, `−50 %`; ten times or more as a multiple (`×171`): "+16998 %" against a nearly empty
 * period before read as a fault.
 */
export function formatChange(change: number | null, before: number | undefined): string {
  if (before === undefined) return '';
  if (change === null) return 'new';
  if (change >= 900) return `×${Math.round(1 + change / 100).toLocaleString('en-US')}`;
  const r = Math.round(change);
  return `${r > 0 ? '+' : r < 0 ? '−' : '±'}${Math.abs(r).toLocaleString('en-US')} %`;
}

/** Series colours in key order (Mantine colour names). */
export const SERIES_COLORS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'indigo.5',
];
export const colorOf = (i: number) => SERIES_COLORS[i % SERIES_COLORS.length] ?? 'gray.6';
