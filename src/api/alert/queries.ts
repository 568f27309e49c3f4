import { endpoints } from '../endpoints';
import { readQuery, resourceKeys } from '../resource';
import type { AlertAggregation, AlertSearch } from './schemas';

export const alertKeys = resourceKeys('alerts');
export const alertQueries = {
  list: readQuery(endpoints.alertSearch, alertKeys.list, (body: AlertSearch) => ({ body })),
  aggregation: readQuery(
    endpoints.alertAggregation,
    (body: AlertAggregation) => alertKeys.of('aggregation', body),
    (body) => ({ body }),
  ),
};
