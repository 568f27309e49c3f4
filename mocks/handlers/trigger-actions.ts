import type { Action } from '../../src/api/action/schemas';
import type { CreateAlertAction } from '../../src/api/action/binding';
import type { TriggerAlert } from '../../src/api/trigger/schemas';
import { db } from '../db/store';
import { entries } from './abi-tools';
import { checkScripts } from './action-rules';
import type { Problems } from './chain-shared';

/**
 * Actions bound from a trigger alert's side (`alerts[i].actions`, real-service notes [C]). The
 * binding is one record seen from both ends: the action's `triggerAlerts[k]` and the alert's
 * `actions[j]` share its id, scripts and status, whichever side wrote it (docs/spec-gaps.md).
 */

type AlertBinding = NonNullable<TriggerAlert['actions']>[number];

/**
 * Checks the requested bindings of one alert like the action's own: the action exists in the
 * tenant and is listed once; scripts compile and `scriptParams` name inputs of its function;
 * every input the action has no default for is produced by `scriptParams`. Answers the
 * alert-side records (an existing binding keeps its id and creation time).
 */
export function buildAlertActions(
  tenantId: number,
  requested: CreateAlertAction[],
  previous: AlertBinding[] | null | undefined,
  at: string,
  p: Problems,
  now: number,
): AlertBinding[] {
  const seen = new Set<number>();
  const out: AlertBinding[] = [];
  requested.forEach((r, j) => {
    const path = `${at}[${j}]`;
    const action = db.tables.action.get(tenantId, r.actionId);
    if (!action) return p.add(`${path}.actionId`, `action ${r.actionId} does not exist`);
    if (seen.has(r.actionId))
      return p.add(`${path}.actionId`, `action ${r.actionId} is bound twice`);
    seen.add(r.actionId);
    const fn = action.funcAbi ? entries([action.funcAbi], 'function')[0] : undefined;
    checkScripts(fn, r, path, p);
    const old = previous?.find((b) => b.actionId === r.actionId);
    out.push({
      id: old?.id ?? db.nextId(),
      createdAt: old?.createdAt ?? now,
      updatedAt: now,
      status: r.status ?? old?.status ?? 'ACTIVE',
      scriptFilter: r.scriptFilter ?? null,
      scriptParams: r.scriptParams ?? null,
      actionId: r.actionId,
    });
  });
  return out;
}

/**
 * Writes the action side of the alerts whose `actions` were sent: each action's bindings to
 * those alerts become exactly what the alerts list (same ids, scripts and status).
 */
export function mirrorAlertActions(tenantId: number, alerts: TriggerAlert[], now: number): void {
  if (alerts.length === 0) return;
  const rewritten = new Set(alerts.map((a) => a.id));
  for (const action of db.tables.action.list(tenantId)) {
    const before = action.triggerAlerts ?? [];
    const kept = before.filter((b) => !rewritten.has(b.triggerAlertId));
    const added: NonNullable<Action['triggerAlerts']> = alerts.flatMap((alert) =>
      (alert.actions ?? [])
        .filter((b) => b.actionId === action.id)
        .map((b) => ({
          id: b.id,
          createdAt: b.createdAt,
          updatedAt: b.updatedAt,
          status: b.status ?? 'ACTIVE',
          scriptFilter: b.scriptFilter ?? null,
          scriptParams: b.scriptParams ?? null,
          triggerAlertId: alert.id,
        })),
    );
    if (kept.length === before.length && added.length === 0) continue;
    db.tables.action.replace(tenantId, {
      ...action,
      triggerAlerts: [...kept, ...added],
      updatedAt: now,
    });
  }
}
