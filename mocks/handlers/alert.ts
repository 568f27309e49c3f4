import type { Alert } from '../../src/api/alert/schemas';
import { db } from '../db/store';
import type { Implementations } from '../lib/implement';
import { fullTextSearch } from './full-text';
import { runHistogram } from './histogram-request';

type AlertImpl = Pick<Implementations, 'alertSearch' | 'alertAggregation'>;

/** Monitoring categories (real-service notes): one bucket entry each, like the contract histogram. */
export const ALERT_CATEGORIES = ['SECURITY', 'COMPLIANCE', 'FINANCIAL'] as const;

interface CategoryStats {
  count: number;
  /** Highest numericSeverity in the bucket; null when empty, as a search engine's `max` is. */
  maxSeverity: number | null;
}

function emptyBucket(): Record<string, CategoryStats> {
  return Object.fromEntries(ALERT_CATEGORIES.map((c) => [c, { count: 0, maxSeverity: null }]));
}

function isStats(v: unknown): v is CategoryStats {
  return typeof v === 'object' && v !== null && 'count' in v;
}

function addAlert(acc: Record<string, unknown>, alert: Alert): void {
  for (const category of ALERT_CATEGORIES) {
    if (!alert.tags?.includes(category)) continue;
    const stats = acc[category];
    if (!isStats(stats)) continue;
    stats.count++;
    const sev = alert.numericSeverity;
    if (typeof sev === 'number' && (stats.maxSeverity === null || sev > stats.maxSeverity)) {
      stats.maxSeverity = sev;
    }
  }
}

export const alertResolvers: AlertImpl = {
  alertSearch: ({ auth, body }) => fullTextSearch(db.tables.alert.list(auth.tenantId), body),

  /**
   * Payload not published: modelled on the contract histogram `{data, total, count}`.
   * `count` is the number of alerts matching `query` in [from, to] (the bucket counts sum to it
   * when every alert carries one category tag, as the seeded ones do); `total` is the number of
   * the tenant's alerts in [from, to] whatever the query, so a filtered chart can say "of N".
   */
  alertAggregation: ({ auth, body }) => {
    const alerts = db.tables.alert.list(auth.tenantId);
    const { data, matched } = runHistogram(alerts, body, (a) => a.timestamp, emptyBucket, addAlert);
    const total = alerts.filter((a) => a.timestamp >= body.from && a.timestamp <= body.to).length;
    return { data, total, count: matched.length };
  },
};
