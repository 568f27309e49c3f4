/**
 * The alert feed's severities, categories and range presets: constants the feed's URL schema
 * (in the entry chunk) needs, kept apart from the query building (loaded with the feed).
 */

/** Severity labels of stored alerts, most severe first (the chips' order). */
export const ALERT_SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'INFO'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Monitoring categories (real-service notes): tags of detectors, schemas and alerts. */
export const ALERT_CATEGORIES = ['SECURITY', 'COMPLIANCE', 'FINANCIAL'] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The range presets and their lengths. */
export const RANGE_PRESETS = {
  '1h': HOUR,
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  '90d': 90 * DAY,
};
export type RangePreset = keyof typeof RANGE_PRESETS;
export const RANGE_LABELS: Record<RangePreset | 'custom', string> = {
  '1h': 'Last hour',
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  custom: 'Custom range',
};
