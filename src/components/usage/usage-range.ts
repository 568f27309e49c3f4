import { bucketStart, shiftBucket } from '@/api/rules/buckets';
import { nominalMs } from '@/api/rules/intervals';
import { RANGE_PRESETS, type ResolvedRange, type UsageSearch } from './usage-search';

// Apart from usage-search.ts, which the routes' URL schemas import: the bucket arithmetic (and
// its time-zone tables) loads with the dashboard, not with the first screen.

export interface Period {
  from: number;
  to: number;
}

/**
 * The buckets a view draws. A preset of N intervals draws the N buckets that end with the
 * current one (12 months at 1M: the eleven months before this one and this one so far; 7 d at
 * 1d: six days and today), so that the period before lines up week on week and year on year.
 * A custom range draws every bucket it touches, as the service buckets it.
 */
export function viewRange(search: UsageSearch, resolved: ResolvedRange): ResolvedRange {
  if (search.range === 'custom') return resolved;
  const { interval, to } = resolved;
  const buckets = Math.max(1, Math.round(RANGE_PRESETS[search.range].ms / nominalMs(interval)));
  return { ...resolved, from: shiftBucket(to, 1 - buckets, interval, search.tz) };
}

/**
 * The period before a view: as many buckets as the view draws, ending just before its first,
 * so that bar i of both is the same place in its period (Monday against Monday).
 */
export function periodBefore(range: Period & { interval: string }, tz: string): Period {
  const first = bucketStart(range.from, range.interval, tz);
  let buckets = 1;
  let next = shiftBucket(first, 1, range.interval, tz);
  while (next <= range.to) {
    buckets += 1;
    next = shiftBucket(next, 1, range.interval, tz);
  }
  return { from: shiftBucket(first, -buckets, range.interval, tz), to: first - 1 };
}
