import type { AlertAggregation, AlertSearch } from '@/api/alert/schemas';
import { CHART_MAX_BUCKETS, bucketLimitProblem } from '@/api/rules/interval-limits';
import { suggestInterval } from '@/api/rules/intervals';
import { alertQuery, timeWindow, type TimeWindow } from '@/lib/alert-query';
import { DEFAULT_RANGE, type AlertListSearch } from './alert-list-search';

/** Intervals the chart offers, shortest first. */
export const ALERT_INTERVALS = ['5m', '15m', '1h', '3h', '12h', '1d', '1w'] as const;

/** The chart's interval: the one picked, else the finest that shows the range in ~120 bars. */
export function chartInterval(s: AlertListSearch, now: number): string {
  const w = windowOf(s, now);
  return s.interval ?? suggestInterval(w.from, w.to, 120, ALERT_INTERVALS);
}

/** The chart's interval when it fits the bar limit, else the one from the range. */
export function fittingInterval(s: AlertListSearch, now: number): string {
  const w = windowOf(s, now);
  const picked = chartInterval(s, now);
  return bucketLimitProblem(w.from, w.to, picked, CHART_MAX_BUCKETS, ALERT_INTERVALS)
    ? chartInterval({ ...s, interval: undefined }, now)
    : picked;
}

export const windowOf = (s: AlertListSearch, now: number): TimeWindow =>
  timeWindow(s.range ?? DEFAULT_RANGE, now, s.start, s.end);

/** The feed's body: every filter and the time window in one query, newest first by default. */
export function alertSearchBody(s: AlertListSearch, now: number): AlertSearch {
  return {
    query: alertQuery(s, windowOf(s, now)),
    sort: [{ field: s.sort, order: s.order }],
    from: s.from,
    size: s.size,
    trackTotal: true,
  };
}

/** The chart's body (the window goes in from/to); `severity: false` leaves the chips' filter out. */
export function alertAggregationBody(
  s: AlertListSearch,
  now: number,
  interval: string,
  timezone: string,
  opts: { severity: boolean } = { severity: true },
): AlertAggregation {
  const w = windowOf(s, now);
  const query = alertQuery(opts.severity ? s : { ...s, severity: undefined });
  return { from: w.from, to: w.to, interval, timezone, ...(query ? { query } : {}) };
}
