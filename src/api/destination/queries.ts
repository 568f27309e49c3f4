import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { TestDestination } from './schemas';
import { getDestination, searchDeliveries, searchDestinations, testDestination } from './requests';

export const destinationKeys = {
  all: ['destinations'] as const,
  lists: () => [...destinationKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...destinationKeys.lists(), body] as const,
  details: () => [...destinationKeys.all, 'detail'] as const,
  detail: (id: number) => [...destinationKeys.details(), id] as const,
  deliveries: (id: number, body: SearchBody) =>
    [...destinationKeys.detail(id), 'deliveries', body] as const,
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

/** Delivery history of one destination, newest first (inferred endpoint). */
export const deliveriesQuery = (id: number, body: SearchBody = { size: 20 }) =>
  queryOptions({
    queryKey: destinationKeys.deliveries(id, body),
    queryFn: ({ signal }) => searchDeliveries(id, body, signal),
  });

/** Sends a test message; the answer is the recorded delivery (DELIVERED or FAILED, with why). */
export function useTestDestination(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body?: TestDestination) => testDestination(id, body),
    onSettled: () =>
      qc.invalidateQueries({ queryKey: [...destinationKeys.detail(id), 'deliveries'] }),
  });
}
