import { queryOptions } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import { searchContracts } from './requests';

export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...contractKeys.lists(), body] as const,
};

export const contractQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: contractKeys.list(body),
      queryFn: ({ signal }) => searchContracts(body, signal),
    }),
  /** How many records match, without fetching any (size 0). */
  count: (where: string) => contractQueries.list({ where, size: 0, trackTotal: true }),
};
