import type { Alert } from '../../../src/api/alert/schemas';
import type { ScoreRecord } from '../../../src/api/score/schemas';
import type { Store } from '../store';
import type { Rng } from './rng';

export const SCORES_PER_TENANT = 150;

/** Monthly indices, as a search engine's time-based index names: `scores-2026.11`. */
export function scoreIndex(ts: number): string {
  const d = new Date(ts);
  return `scores-${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Score records: a regulator's license formula turns a licensed project's alerts into score
 * changes (real-service notes). Each score is per contract and score group, starting at 100.
 */
export function seedScores(
  store: Store,
  rng: Rng,
  tenantId: number,
  alerts: readonly Alert[],
): void {
  const orgs = store.tables.organisation.list(tenantId).slice(0, 2);
  if (!orgs.length || !alerts.length) return;
  const running = new Map<string, number>();
  const step = Math.max(1, Math.floor(alerts.length / (SCORES_PER_TENANT * 0.92)));
  let made = 0;
  for (let k = 0; k < alerts.length && made < SCORES_PER_TENANT; k += step) {
    const alert = alerts[k];
    if (!alert) continue;
    const orgIndex = (alert.contractId ?? 0) % orgs.length;
    const org = orgs[orgIndex] ?? orgs[0];
    const category = (alert.tags ?? []).find((t) => t !== 'viewed') ?? 'SECURITY';
    const scoreGroup = category.toLowerCase();
    const runKey = `${alert.contractId}/${scoreGroup}`;
    const sev = alert.numericSeverity ?? 0;
    // Some events change two score keys at the same timestamp: `i` orders them.
    const keys = rng.chance(0.1) ? ['severity', 'frequency'] : ['severity'];
    keys.forEach((key, i) => {
      const prev = running.get(runKey) ?? 100;
      const value = key === 'severity' ? Math.round(sev * 100) : rng.int(1, 12);
      const change =
        sev === 0 && key === 'severity'
          ? 2
          : -Math.round((key === 'severity' ? sev * 20 : value / 2) * 10) / 10;
      const score = Math.min(100, Math.max(0, Math.round((prev + change) * 10) / 10));
      running.set(runKey, score);
      const record: ScoreRecord = {
        uid: rng.hex(10),
        index: scoreIndex(alert.timestamp),
        timestamp: alert.timestamp,
        i,
        type: 'alert',
        organisationId: org?.id ?? null,
        licenseId: 9000 + (org?.id ?? 0) - 700,
        licenseInstanceId: 9100 + tenantId * 10 + orgIndex,
        tenantId,
        projectId: alert.projectId ?? null,
        contractId: alert.contractId ?? null,
        txHash: alert.txHash ?? null,
        detectorSchemaName: alert.detectorSchemaName ?? null,
        alertId: alert.id,
        monitorId: typeof alert.meta?.monitorId === 'string' ? alert.meta.monitorId : null,
        alertName: alert.alertName ?? null,
        alertMessage: alert.alertMessage ?? null,
        numericSeverity: alert.numericSeverity ?? null,
        severity: alert.severity ?? null,
        tags: (alert.tags ?? []).includes('viewed') ? ['viewed'] : [],
        meta: alert.meta ?? {},
        scoreGroup,
        score,
        scoreChange: Math.round((score - prev) * 10) / 10,
        key,
        value,
      };
      store.tables.score.insert(tenantId, record);
      made++;
    });
  }
}
