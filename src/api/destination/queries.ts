import { queryOptions } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import { getDestination, searchDestinations } from './requests';

export const destinationKeys = {
  all: ['destinations'] as const,
  lists: () => [...destinationKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...destinationKeys.lists(), body] as const,
  details: () => [...destinationKeys.all, 'detail'] as const,
  detail: (id: number) => [...destinationKeys.details(), id] as const,
};

export const destinationQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: destinationKeys.list(body),
      queryFn: ({ signal }) => searchDestinations(body, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: destinationKeys.detail(id),
      queryFn: ({ signal }) => getDestination(id, signal),
    }),
  /** The tenant's active contacts, for pickers. */
  active: () =>
    destinationQueries.list({
      where: 'status = ACTIVE',
      sort: [{ field: 'id', order: 'Asc' }],
      size: 1000,
    }),
};
