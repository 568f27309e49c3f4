import { db } from '../db/store';
import { afterFill, pathId, type Implementations } from '../lib/implement';
import { mustGet, searchOwn } from '../lib/resource';
import { runAction } from './action-run';

type ExecutionImpl = Pick<Implementations, 'actionExecutionSearch' | 'actionRun'>;

/** How long a manual run's transaction waits to be mined (a few blocks on a fast chain). */
export const MINED_AFTER_MS = 12_000;

/**
 * A submitted run is mined once its time has come: SUCCESS, with the gas it used (60 % of its
 * limit, under it: more would have run out and failed). Settled as the executions are read, so
 * a run stays SUBMITTED for the first reads and the list shows it change (docs/spec-gaps.md 74).
 */
function settle(tenantId: number, now: number): void {
  for (const e of db.tables.execution.list(tenantId)) {
    if (e.result !== 'SUBMITTED' || now - e.timestamp < MINED_AFTER_MS) continue;
    const limit = Number(e.gas?.limit ?? 0);
    db.tables.execution.replace(tenantId, {
      ...e,
      result: 'SUCCESS',
      gas: { ...e.gas, used: String(Math.round(limit * 0.6)) },
    });
  }
}

/** Executions of the tenant's actions (seeded, and recorded by every manual run), and the run. */
export const executionResolvers: ExecutionImpl = {
  actionExecutionSearch: afterFill(
    () => db.tables.execution,
    ({ auth, body }) => {
      settle(auth.tenantId, Date.now());
      return searchOwn(db.tables.execution, auth.tenantId, {
        ...body,
        sort: body.sort ?? [{ field: 'timestamp', order: 'Desc' }],
      });
    },
  ),

  actionRun: afterFill(
    () => db.tables.execution,
    ({ auth, params, body }) =>
      runAction(
        auth.tenantId,
        mustGet(db.tables.action, auth.tenantId, pathId(params, 'Action')),
        body,
      ),
  ),
};
