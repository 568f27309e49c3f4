import { INTERVAL_CHOICES, bucketCount, nominalMs } from './intervals';

// Apart from intervals.ts, whose parsing and suggestion the first screen's URL schemas use: a
// module's every export rides in the chunk that first needs any of it.

/** The service's most buckets in one histogram. */
export const MAX_BUCKETS = 10_000;
/** Bars one chart draws (a 1,100 px plot: one pixel a bar); a table takes up to MAX_BUCKETS. */
export const CHART_MAX_BUCKETS = 1000;

/**
 * Why a histogram of [from, to] by `interval` cannot be asked for (more than `max` buckets: the
 * service's limit, or a chart's own), naming the shortest of `choices` that fits; null when it
 * fits. The usage dashboard and the alert chart both check before any request.
 */
export function bucketLimitProblem(
  from: number,
  to: number,
  interval: string,
  max = MAX_BUCKETS,
  choices: readonly string[] = INTERVAL_CHOICES,
): string | null {
  const n = bucketCount(from, to, interval);
  if (n <= max) return null;
  const fits = choices.find((i) => bucketCount(from, to, i) <= max);
  const count = (x: number) => x.toLocaleString('en-US');
  const limit =
    max === MAX_BUCKETS
      ? `the service allows ${count(max)}`
      : `the chart shows at most ${count(max)}`;
  return (
    `${interval} over this range makes about ${count(n)} buckets; ${limit}.` +
    (fits ? ` Choose ${fits} or longer, or a shorter range.` : ' Choose a shorter range.')
  );
}

/** Label steps for a time axis, shortest first (each a whole number of the next smaller). */
const TICK_CHOICES = ['1h', '3h', '6h', '12h', '1d', '1w', '1M', '3M', '1y'] as const;

/**
 * The step of a time axis's labels: the finest of TICK_CHOICES that is no finer than the
 * interval and labels the range with at most `max` ticks (a year and a partial month: 13) (so ticks fall on bucket boundaries).
 */
export function tickInterval(from: number, to: number, interval: string, max = 13): string {
  const min = nominalMs(interval);
  return TICK_CHOICES.find((t) => nominalMs(t) >= min && bucketCount(from, to, t) <= max) ?? '1y';
}
