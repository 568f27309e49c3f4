import { z } from 'zod/mini';
import { INTERVAL_CHOICES, suggestInterval } from '@/api/rules/intervals';
import { isTimeZone, parseTimeZone } from '@/api/rules/time-zone-names';
import { lazySchema, orDefault, orUndefined } from '@/lib/fallback';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The range presets, each ending now. */
export const RANGE_PRESETS = {
  '24h': { label: '24 h', ms: DAY },
  '7d': { label: '7 d', ms: 7 * DAY },
  '30d': { label: '30 d', ms: 30 * DAY },
  '90d': { label: '90 d', ms: 90 * DAY },
  '12M': { label: '12 months', ms: 365 * DAY },
} as const;
export type RangePreset = keyof typeof RANGE_PRESETS;
export const RANGES = ['24h', '7d', '30d', '90d', '12M', 'custom'] as const;

const ms = z.int().check(z.minimum(0));

/**
 * The whole dashboard view in the URL: range (a preset, or `custom` with from/to), interval
 * (absent = suggested from the range), query, zone, chart kind, hidden series, table or chart,
 * and the previous-period comparison. Every field falls back to its default on a bad value.
 */
export const UsageSearchSchema = lazySchema(() =>
  z.object({
    range: orDefault(z.enum(RANGES), '7d'),
    from: orUndefined(ms),
    to: orUndefined(ms),
    interval: orUndefined(z.enum(INTERVAL_CHOICES)),
    q: orDefault(z.string(), ''),
    tz: orDefault(
      z.pipe(
        z.string().check(z.refine(isTimeZone)),
        z.transform((tz) => parseTimeZone(tz)),
      ),
      'UTC',
    ),
    kind: orDefault(z.enum(['bars', 'areas']), 'bars'),
    hide: orDefault(z.array(z.string()), []),
    view: orDefault(z.enum(['chart', 'table']), 'chart'),
    compare: orDefault(z.boolean(), false),
  }),
);
export type UsageSearch = ReturnType<typeof UsageSearchSchema.parse>;
export type UsageSearchPatch = Partial<UsageSearch>;

export interface ResolvedRange {
  from: number;
  to: number;
  interval: string;
  suggested: string;
}

/** A custom range with a start before its end (a link may carry neither, or them reversed). */
export const customRangeUsable = (
  s: UsageSearch,
): s is UsageSearch & { from: number; to: number } =>
  s.from !== undefined && s.to !== undefined && s.from < s.to;

/** The absolute range and interval a view asks for at `now` (a bad custom range: the last 7 days). */
export function resolveRange(s: UsageSearch, now: number): ResolvedRange {
  let from: number;
  let to: number;
  if (s.range === 'custom' && customRangeUsable(s)) {
    from = s.from;
    to = s.to;
  } else {
    const preset = RANGE_PRESETS[s.range === 'custom' ? '7d' : s.range];
    to = now;
    from = now - preset.ms;
  }
  const suggested = suggestInterval(from, to);
  return { from, to, interval: s.interval ?? suggested, suggested };
}

/** The moment the view was opened, to the minute (so a re-render asks for the same range). */
export const minuteOf = (t: number) => Math.ceil(t / 60_000) * 60_000;

/**
 * The view with nothing chosen: what the URL leaves out. Written out, not parsed, so the routes
 * that strip it need not build the schema at start-up; a test holds it equal to `parse({})`.
 */
export const USAGE_DEFAULTS: UsageSearch = {
  range: '7d',
  q: '',
  tz: 'UTC',
  kind: 'bars',
  hide: [],
  view: 'chart',
  compare: false,
};
