import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { AlertAggregation, AlertSearch } from './schemas';

export const searchAlerts = (body: AlertSearch, signal?: AbortSignal) =>
  callEndpoint(endpoints.alertSearch, { body, signal });
export const aggregateAlerts = (body: AlertAggregation, signal?: AbortSignal) =>
  callEndpoint(endpoints.alertAggregation, { body, signal });
