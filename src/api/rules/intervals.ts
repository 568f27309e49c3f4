/**
 * Histogram intervals (`30m`, `1h`, `3h`, `1d`, `1w`, `1M`, `1y`): one grammar for the console's
 * request schemas, the coming pickers and the mock's bucketing.
 */
export type IntervalUnit = 'm' | 'h' | 'd' | 'w' | 'M' | 'y';

export interface Interval {
  unit: IntervalUnit;
  n: number;
}

/** A positive whole number (no `0d`) and a unit. */
export const INTERVAL_PATTERN = /^([1-9]\d*)([mhdwMy])$/;
export const INTERVAL_HINT =
  "a positive whole number followed by m, h, d, w, M or y (e.g. '30m', '1h', '1d', '1M')";

const isUnit = (u: string): u is IntervalUnit =>
  u === 'm' || u === 'h' || u === 'd' || u === 'w' || u === 'M' || u === 'y';

export function parseInterval(s: string): Interval {
  const m = INTERVAL_PATTERN.exec(s);
  const count = m?.[1];
  const unit = m?.[2];
  if (count === undefined || unit === undefined || !isUnit(unit)) {
    throw new RangeError(`Invalid interval '${s}': expected ${INTERVAL_HINT}`);
  }
  const n = Number(count);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Invalid interval '${s}': number too large`);
  return { unit, n };
}

/** Nominal length of an interval (months 30 days, years 365): for counting, not for bucketing. */
const NOMINAL_MS: Record<IntervalUnit, number> = {
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
  M: 30 * 86_400_000,
  y: 365 * 86_400_000,
};

export function nominalMs(interval: string | Interval): number {
  const i = typeof interval === 'string' ? parseInterval(interval) : interval;
  return i.n * NOMINAL_MS[i.unit];
}

/** About how many buckets a range gives (the service refuses more than MAX_BUCKETS). */
export function bucketCount(from: number, to: number, interval: string | Interval): number {
  return Math.max(1, Math.ceil((to - from) / nominalMs(interval)));
}

/** The intervals a picker offers, shortest first. */
export const INTERVAL_CHOICES = ['1h', '3h', '12h', '1d', '1w', '1M'] as const;

/** The finest interval of `choices` (shortest first) that shows a range in at most `target` buckets. */
export function suggestInterval(
  from: number,
  to: number,
  target = 120,
  choices: readonly string[] = INTERVAL_CHOICES,
): string {
  return choices.find((i) => bucketCount(from, to, i) <= target) ?? '1M';
}
