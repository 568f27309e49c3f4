import { z } from 'zod/mini';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The time range presets of the observe lists (scores, executions): how far back from now. */
export const RANGE_PRESETS = [
  { value: '24h', label: 'Last 24 hours', ms: DAY },
  { value: '7d', label: 'Last 7 days', ms: 7 * DAY },
  { value: '30d', label: 'Last 30 days', ms: 30 * DAY },
  { value: '90d', label: 'Last 90 days', ms: 90 * DAY },
] as const;

export const RangeSchema = z.enum(['24h', '7d', '30d', '90d']);
export type RangePreset = z.infer<typeof RangeSchema>;

/**
 * The epoch-ms window of a preset ending at `now`, whole minutes so a query keyed by it stays
 * the same while the screen is open; undefined for "any time".
 */
export function rangeWindow(
  range: RangePreset | undefined,
  now: number,
): { from: number; to: number } | undefined {
  const preset = RANGE_PRESETS.find((p) => p.value === range);
  if (!preset) return undefined;
  const to = Math.ceil(now / 60_000) * 60_000;
  return { from: to - preset.ms, to };
}
