import { db } from '../db/store';
import { afterFill, pathId, type Implementations } from '../lib/implement';
import { mustGet, search } from '../lib/resource';
import { runAction } from './action-run';

type ExecutionImpl = Pick<Implementations, 'actionExecutionSearch' | 'actionRun'>;

/** Executions of the tenant's actions (seeded, and recorded by every manual run), and the run. */
export const executionResolvers: ExecutionImpl = {
  actionExecutionSearch: afterFill(
    () => db.tables.execution,
    ({ auth, body }) =>
      search(db.tables.execution.list(auth.tenantId), {
        ...body,
        sort: body.sort ?? [{ field: 'timestamp', order: 'Desc' }],
      }),
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
