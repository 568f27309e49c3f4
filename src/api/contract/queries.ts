import { queryOptions } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import { getContract, searchContracts } from './requests';

export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...contractKeys.lists(), body] as const,
  details: () => [...contractKeys.all, 'detail'] as const,
  detail: (id: number) => [...contractKeys.details(), id] as const,
};

export const contractQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: contractKeys.list(body),
      queryFn: ({ signal }) => searchContracts(body, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: contractKeys.detail(id),
      queryFn: ({ signal }) => getContract(id, signal),
    }),
  /** How many records match, without fetching any (size 0). */
  count: (where: string) => contractQueries.list({ where, size: 0, trackTotal: true }),
};
