import { alertEndpoints } from './endpoints';
import { readQuery, resourceKeys } from '../resource';
import type { AlertAggregation, AlertSearch } from './schemas';

export const alertKeys = resourceKeys('alerts');
export const alertQueries = {
  list: readQuery(alertEndpoints.alertSearch, alertKeys.list, (body: AlertSearch) => ({ body })),
  aggregation: readQuery(
    alertEndpoints.alertAggregation,
    (body: AlertAggregation) => alertKeys.of('aggregation', body),
    (body) => ({ body }),
  ),
  /** Per-project alert histogram: the aggregation's answer over one project's alerts. */
  projectDashboard: readQuery(
    alertEndpoints.projectDashboard,
    ({ projectId, body }: { projectId: number; body: AlertAggregation }) =>
      alertKeys.of('project-dashboard', projectId, body),
    ({ projectId, body }) => ({ params: { id: projectId }, body }),
  ),
};
