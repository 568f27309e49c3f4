import type { Action, ActionExecution } from '../../../src/api/action/schemas';
import type { Store } from '../store';
import { TENANT_A, TENANT_B } from './foundation';
import { DAY, createRng } from './rng';

/**
 * Executions of the seeded actions over the last 90 days: started by the alerts of the
 * detectors and trigger alerts they are bound to, or manually. Own rng, so nothing else moves.
 * Ids 70,001+ (tenant 1) / 75,001+ (tenant 2).
 */
export function seedExecutions(store: Store, now: number): void {
  // The seeded actions, as seeded; the executions are made on the table's first use, after the
  // alerts that started them (see seedPeople).
  const actionsOf = new Map(
    [TENANT_A, TENANT_B].map((tenantId) => [tenantId, store.tables.action.list(tenantId)]),
  );
  store.tables.execution.fillOnFirstUse(() => fillExecutions(store, now, actionsOf));
}

function* fillExecutions(
  store: Store,
  now: number,
  actionsOf: ReadonlyMap<number, readonly Action[]>,
): Generator<void, void, undefined> {
  // The alerts that started them, in their own steps.
  yield* store.tables.alert.steps();
  for (const tenantId of [TENANT_A, TENANT_B]) {
    const rng = createRng(7_700 + tenantId);
    // A run uses 35-95 % of its limit: more would have run out of gas and failed.
    const gasUsed = (limit: number | null | undefined) => {
      const cap = limit ?? 300000;
      return rng.int(Math.round(cap * 0.35), Math.round(cap * 0.95));
    };
    let id = tenantId === TENANT_A ? 70_000 : 75_000;
    const alerts = store.tables.alert.list(tenantId).filter((a) => a.timestamp > now - 90 * DAY);
    for (const action of actionsOf.get(tenantId) ?? []) {
      yield;
      const detectorIds = new Set((action.detectors ?? []).map((d) => d.detectorId));
      const alertIds = new Set((action.triggerAlerts ?? []).map((t) => t.triggerAlertId));
      const fired = alerts.filter(
        (a) =>
          (a.detectorId !== null && a.detectorId !== undefined && detectorIds.has(a.detectorId)) ||
          alertIds.has(Number(a.meta?.triggerAlertId)),
      );
      let nonce = (action.walletId * 7) % 300;
      const runs: ActionExecution[] = fired.slice(0, 25).map((a) => ({
        id: ++id,
        actionId: action.id,
        trigger: a.detectorId ? 'detector' : 'alert',
        alertId: a.id,
        severity: a.severity ?? null,
        params: (action.params ?? []).map((p) => ({ name: p.name, value: p.value })),
        gas: {
          price: String(rng.int(8, 60) * 1e9),
          limit: String(action.gasLimit ?? 300000),
          used: String(gasUsed(action.gasLimit)),
        },
        txHash: `0x${rng.hex(32)}`,
        nonce: 0,
        result: rng.chance(0.9) ? 'SUCCESS' : 'FAILED',
        timestamp: a.timestamp + rng.int(2_000, 40_000),
      }));
      for (let k = 0; k < 3; k++) {
        runs.push({
          id: ++id,
          actionId: action.id,
          trigger: 'manual',
          alertId: null,
          severity: rng.pick(['INFO', 'MEDIUM', 'HIGH']),
          params: (action.params ?? []).map((p) => ({ name: p.name, value: p.value })),
          gas: {
            price: String(rng.int(8, 60) * 1e9),
            limit: String(action.gasLimit ?? 300000),
            used: String(gasUsed(action.gasLimit)),
          },
          txHash: `0x${rng.hex(32)}`,
          nonce: 0,
          result: 'SUCCESS',
          timestamp: now - rng.int(1, 89) * DAY - rng.int(0, DAY),
        });
      }
      runs.sort((x, y) => x.timestamp - y.timestamp);
      for (const r of runs) store.tables.execution.insert(tenantId, { ...r, nonce: nonce++ });
    }
  }
}
