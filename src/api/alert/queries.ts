import { queryOptions } from '@tanstack/react-query';
import type { AlertAggregation, AlertSearch } from './schemas';
import { aggregateAlerts, projectDashboard, searchAlerts } from './requests';

export const alertKeys = {
  all: ['alerts'] as const,
  lists: () => [...alertKeys.all, 'list'] as const,
  list: (body: AlertSearch) => [...alertKeys.lists(), body] as const,
  aggregation: (body: AlertAggregation) => [...alertKeys.all, 'aggregation', body] as const,
  projectDashboard: (projectId: number, body: AlertAggregation) =>
    [...alertKeys.all, 'project-dashboard', projectId, body] as const,
};

export const alertQueries = {
  list: (body: AlertSearch) =>
    queryOptions({
      queryKey: alertKeys.list(body),
      queryFn: ({ signal }) => searchAlerts(body, signal),
    }),
  aggregation: (body: AlertAggregation) =>
    queryOptions({
      queryKey: alertKeys.aggregation(body),
      queryFn: ({ signal }) => aggregateAlerts(body, signal),
    }),
  projectDashboard: (projectId: number, body: AlertAggregation) =>
    queryOptions({
      queryKey: alertKeys.projectDashboard(projectId, body),
      queryFn: ({ signal }) => projectDashboard(projectId, body, signal),
    }),
};
