import { queryOptions } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import { getTrigger, searchTriggers } from './requests';

export const triggerKeys = {
  all: ['triggers'] as const,
  lists: () => [...triggerKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...triggerKeys.lists(), body] as const,
  details: () => [...triggerKeys.all, 'detail'] as const,
  detail: (id: number) => [...triggerKeys.details(), id] as const,
};

export const triggerQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: triggerKeys.list(body),
      queryFn: ({ signal }) => searchTriggers(body, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: triggerKeys.detail(id),
      queryFn: ({ signal }) => getTrigger(id, signal),
    }),
  /** Every trigger (with its alerts) of one contract. */
  ofContract: (contractId: number) =>
    triggerQueries.list({
      where: `contractId = ${contractId}`,
      sort: [{ field: 'name', order: 'Asc' }],
      size: 1000,
    }),
};
