import type { Alert } from '../../src/api/alert/schemas';
import { severityOf } from '../db/seed/alert-catalogue';
import { db } from '../db/store';
import { afterFill, pathId, type Implementations } from '../lib/implement';
import { mustGet } from '../lib/resource';
import { Problems } from './chain-shared';
import { fullTextSearch } from './full-text';
import { runHistogram, type HistogramBody } from './histogram-request';

type AlertImpl = Pick<
  Implementations,
  'alertSearch' | 'alertAggregation' | 'projectDashboard' | 'contractHistogram'
>;

/** Monitoring categories (real-service notes): one bucket entry each, like the contract histogram. */
export const ALERT_CATEGORIES = ['SECURITY', 'COMPLIANCE', 'FINANCIAL'] as const;
/** The contract histogram's other bucket entries: alerts raised by triggers, and by actions. */
export const BUCKET_KEYS = [...ALERT_CATEGORIES, 'action', 'trigger'] as const;
export const SEVERITY_LABELS = ['INFO', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;

interface BucketStats {
  count: number;
  /** Label of the highest numericSeverity in the bucket; null when empty. */
  maxSeverity: string | null;
  /** Kept beside the label to compare; not answered. */
  max: number;
}

function emptyBucket(): Record<string, BucketStats> {
  return Object.fromEntries(BUCKET_KEYS.map((k) => [k, { count: 0, maxSeverity: null, max: -1 }]));
}

const isStats = (v: unknown): v is BucketStats =>
  typeof v === 'object' && v !== null && 'count' in v;

/** The bucket entries an alert counts in: its category tags, and `trigger`/`action` by origin. */
function keysOf(alert: Alert): string[] {
  const keys: string[] = ALERT_CATEGORIES.filter((c) => alert.tags?.includes(c));
  if (alert.meta?.triggerId !== undefined) keys.push('trigger');
  if (alert.meta?.actionId !== undefined) keys.push('action');
  return keys;
}

function addAlert(acc: Record<string, unknown>, alert: Alert): void {
  const sev = alert.numericSeverity;
  for (const key of keysOf(alert)) {
    const stats = acc[key];
    if (!isStats(stats)) continue;
    stats.count++;
    if (typeof sev === 'number' && sev > stats.max) {
      stats.max = sev;
      stats.maxSeverity = alert.severity ?? severityOf(sev);
    }
  }
}

/** `{count, maxSeverity}` per entry, without the comparison helper. */
function publicBucket(bucket: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(bucket))
    out[k] = isStats(v) ? { count: v.count, maxSeverity: v.maxSeverity } : v;
  return out;
}

/** Per-entry counts (every key, 0 when none), as the contract histogram's `total`/`count`. */
function countByKey(alerts: readonly Alert[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(BUCKET_KEYS.map((k) => [k, 0]));
  for (const a of alerts) for (const k of keysOf(a)) out[k] = (out[k] ?? 0) + 1;
  return out;
}

/** Counts for the severity chips: every label, 0 when none; unknown labels kept as they are. */
function severityCounts(alerts: readonly Alert[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(SEVERITY_LABELS.map((s) => [s, 0]));
  for (const a of alerts) {
    const label = a.severity ?? 'INFO';
    out[label] = (out[label] ?? 0) + 1;
  }
  return out;
}

async function aggregate(alerts: readonly Alert[], body: HistogramBody) {
  const { data, matched } = await runHistogram(
    alerts,
    body,
    (a) => a.timestamp,
    emptyBucket,
    addAlert,
  );
  const inRange = alerts.filter((a) => a.timestamp >= body.from && a.timestamp <= body.to);
  return {
    data: data.map((b) => ({ ...b, bucket: publicBucket(b.bucket) })),
    total: countByKey(inRange),
    count: countByKey(matched),
    severityCounts: severityCounts(matched),
  };
}

/** The tables the alert resolvers read, made first if still to come (see afterFill). */
const alertTable = () => db.tables.alert;

export const alertResolvers: AlertImpl = {
  /** The vendor's `timeseries: [{from, to}]` keeps alerts inside any of the ranges. */
  alertSearch: afterFill(alertTable, ({ auth, body }) => {
    const p = new Problems();
    const ranges = body.timeseries ?? [];
    ranges.forEach((r, i) => {
      if (r.to < r.from) p.add(`timeseries[${i}].to`, 'must not be before from');
    });
    p.throwIfAny();
    const alerts = db.tables.alert.list(auth.tenantId);
    const inRange = ranges.length
      ? alerts.filter((a) => ranges.some((r) => a.timestamp >= r.from && a.timestamp <= r.to))
      : alerts;
    return fullTextSearch(inRange, body);
  }),

  /**
   * Payload not published: the contract histogram's shape (real-service notes). Buckets carry
   * every entry (`SECURITY`, `COMPLIANCE`, `FINANCIAL`, `action`, `trigger`), each
   * `{count, maxSeverity (label or null)}`; `count` maps each entry to the alerts matching
   * `query` in [from, to], `total` to all the tenant's alerts in [from, to] whatever the query;
   * `severityCounts` feeds the severity chips in the same call.
   */
  alertAggregation: afterFill(alertTable, ({ auth, body }) =>
    aggregate(db.tables.alert.list(auth.tenantId), body),
  ),

  /** Per-project alert histogram (real-service notes, confirmed path): the same answer. */
  projectDashboard: afterFill(alertTable, ({ auth, params, body }) => {
    const project = mustGet(db.tables.project, auth.tenantId, pathId(params, 'Project'));
    const alerts = db.tables.alert.list(auth.tenantId).filter((a) => a.projectId === project.id);
    return aggregate(alerts, body);
  }),

  /** Contract histogram (real-service notes, confirmed): the same answer over one contract. */
  contractHistogram: afterFill(alertTable, ({ auth, params, body }) => {
    const contract = mustGet(db.tables.contract, auth.tenantId, pathId(params, 'Contract'));
    const alerts = db.tables.alert.list(auth.tenantId).filter((a) => a.contractId === contract.id);
    return aggregate(alerts, body);
  }),
};
