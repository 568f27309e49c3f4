import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { CreateDetector, UpdateDetector } from './schemas';
import {
  createDetector,
  deleteDetector,
  getDetector,
  searchDetectors,
  updateDetector,
} from './requests';

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

export function useCreateDetector() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDetector) => createDetector(body),
    onSuccess: (r) => {
      qc.setQueryData(detectorKeys.detail(r.id), r);
      return qc.invalidateQueries({ queryKey: detectorKeys.lists() });
    },
  });
}

export function useUpdateDetector(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDetector) => updateDetector(id, body),
    onSuccess: (r) => {
      qc.setQueryData(detectorKeys.detail(id), r);
      return qc.invalidateQueries({ queryKey: detectorKeys.lists() });
    },
  });
}

export function useDeleteDetector() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteDetector(id),
    onSuccess: (_res, id) => {
      qc.removeQueries({ queryKey: detectorKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: detectorKeys.lists() });
    },
  });
}
