import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { CreateTrigger, UpdateTrigger } from './schemas';
import {
  createTrigger,
  deleteTrigger,
  getTrigger,
  searchTriggers,
  updateTrigger,
} from './requests';

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

export function useCreateTrigger() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTrigger) => createTrigger(body),
    onSuccess: (r) => {
      qc.setQueryData(triggerKeys.detail(r.id), r);
      return qc.invalidateQueries({ queryKey: triggerKeys.lists() });
    },
  });
}

export function useUpdateTrigger(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTrigger) => updateTrigger(id, body),
    onSuccess: (r) => {
      qc.setQueryData(triggerKeys.detail(id), r);
      return qc.invalidateQueries({ queryKey: triggerKeys.lists() });
    },
  });
}

export function useDeleteTrigger() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTrigger(id),
    onSuccess: (_res, id) => {
      qc.removeQueries({ queryKey: triggerKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: triggerKeys.lists() });
    },
  });
}
