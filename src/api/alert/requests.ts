import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { AlertAggregation, AlertSearch } from './schemas';

export const searchAlerts = (body: AlertSearch, signal?: AbortSignal) =>
  callEndpoint(endpoints.alertSearch, { body, signal });
export const aggregateAlerts = (body: AlertAggregation, signal?: AbortSignal) =>
  callEndpoint(endpoints.alertAggregation, { body, signal });
/** Per-project alert histogram: the aggregation's answer over one project's alerts. */
export const projectDashboard = (projectId: number, body: AlertAggregation, signal?: AbortSignal) =>
  callEndpoint(endpoints.projectDashboard, { params: { id: projectId }, body, signal });
