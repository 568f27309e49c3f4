import type { Action } from '../../src/api/action/schemas';
import { db } from '../db/store';

/**
 * Keeps the two sides of every action binding consistent when records go away: an action lists
 * its detectors and trigger alerts, and each of those lists the actions bound to it. Records are
 * replaced, never mutated, because the performance seed shares objects between records.
 */

/** Drops the back-references of an action from its detectors and trigger alerts. */
export function unbindAction(tenantId: number, action: Action): void {
  const t = db.tables;
  for (const b of action.detectors ?? []) {
    const d = t.detector.get(tenantId, b.detectorId);
    if (d)
      t.detector.replace(tenantId, {
        ...d,
        actions: (d.actions ?? []).filter((a) => a.actionId !== action.id),
      });
  }
  const alertIds = new Set((action.triggerAlerts ?? []).map((b) => b.triggerAlertId));
  if (alertIds.size === 0) return;
  for (const tr of t.trigger.list(tenantId)) {
    if (!tr.alerts?.some((a) => alertIds.has(a.id))) continue;
    t.trigger.replace(tenantId, {
      ...tr,
      alerts: tr.alerts.map((a) =>
        alertIds.has(a.id)
          ? { ...a, actions: (a.actions ?? []).filter((x) => x.actionId !== action.id) }
          : a,
      ),
    });
  }
}

export function removeAction(tenantId: number, id: number): void {
  const action = db.tables.action.get(tenantId, id);
  if (!action) return;
  unbindAction(tenantId, action);
  db.tables.action.remove(tenantId, id);
}

/** Removes the bindings of actions to these detectors / trigger alerts. */
export function dropBindings(
  tenantId: number,
  detectorIds: Set<number>,
  alertIds: Set<number>,
): void {
  if (detectorIds.size === 0 && alertIds.size === 0) return;
  for (const a of db.tables.action.list(tenantId)) {
    const detectors = (a.detectors ?? []).filter((b) => !detectorIds.has(b.detectorId));
    const triggerAlerts = (a.triggerAlerts ?? []).filter((b) => !alertIds.has(b.triggerAlertId));
    if (
      detectors.length !== (a.detectors ?? []).length ||
      triggerAlerts.length !== (a.triggerAlerts ?? []).length
    ) {
      db.tables.action.replace(tenantId, { ...a, detectors, triggerAlerts, updatedAt: Date.now() });
    }
  }
}

/** A deleted contract takes its detectors, triggers, tokenomics and the actions that use it along. */
export function removeContractDependants(tenantId: number, contractId: number): void {
  const t = db.tables;
  const detectorIds = new Set<number>();
  for (const d of t.detector.list(tenantId)) if (d.contractId === contractId) detectorIds.add(d.id);
  const alertIds = new Set<number>();
  for (const tr of t.trigger.list(tenantId)) {
    if (tr.contractId !== contractId) continue;
    for (const a of tr.alerts ?? []) alertIds.add(a.id);
    t.trigger.remove(tenantId, tr.id);
  }
  for (const id of detectorIds) t.detector.remove(tenantId, id);
  for (const a of t.action.list(tenantId)) {
    if (a.contractId === contractId || a.walletId === contractId) removeAction(tenantId, a.id);
  }
  dropBindings(tenantId, detectorIds, alertIds);
  for (const c of t.tokenomics.list(tenantId))
    if (c.contractId === contractId) t.tokenomics.remove(tenantId, c.id);
}
