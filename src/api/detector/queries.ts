import { queryOptions } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import { getDetector, searchDetectors } from './requests';

export const detectorKeys = {
  all: ['detectors'] as const,
  lists: () => [...detectorKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...detectorKeys.lists(), body] as const,
  details: () => [...detectorKeys.all, 'detail'] as const,
  detail: (id: number) => [...detectorKeys.details(), id] as const,
};

export const detectorQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: detectorKeys.list(body),
      queryFn: ({ signal }) => searchDetectors(body, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: detectorKeys.detail(id),
      queryFn: ({ signal }) => getDetector(id, signal),
    }),
  /** Every detector of one contract (the pickers of the action builder). */
  ofContract: (contractId: number) =>
    detectorQueries.list({
      where: `contractId = ${contractId}`,
      sort: [{ field: 'name', order: 'Asc' }],
      size: 1000,
    }),
};
