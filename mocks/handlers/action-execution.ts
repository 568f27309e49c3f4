import { db } from '../db/store';
import { afterFills, type Implementations } from '../lib/implement';
import { search } from '../lib/resource';

type ExecutionImpl = Pick<Implementations, 'actionExecutionSearch'>;

/** Executions of the tenant's actions (seeded, and recorded by every manual run). */
export const executionResolvers: ExecutionImpl = {
  actionExecutionSearch: afterFills(
    () => [db.tables.alert, db.tables.execution],
    ({ auth, body }) =>
      search(db.tables.execution.list(auth.tenantId), {
        ...body,
        sort: body.sort ?? [{ field: 'timestamp', order: 'Desc' }],
      }),
  ),
};
