import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import { detectorKeys } from '../detector/queries';
import { triggerKeys } from '../trigger/queries';
import type { CreateAction, RunAction } from './schemas';
import {
  createAction,
  deleteAction,
  getAction,
  runAction,
  searchActions,
  searchExecutions,
} from './requests';

export const actionKeys = {
  all: ['actions'] as const,
  lists: () => [...actionKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...actionKeys.lists(), body] as const,
  details: () => [...actionKeys.all, 'detail'] as const,
  detail: (id: number) => [...actionKeys.details(), id] as const,
  executions: (body: SearchBody) => [...actionKeys.all, 'executions', body] as const,
};

export const actionQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: actionKeys.list(body),
      queryFn: ({ signal }) => searchActions(body, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: actionKeys.detail(id),
      queryFn: ({ signal }) => getAction(id, signal),
    }),
  /** Executions (alert, detector or manual), newest first unless `sort` says otherwise. */
  executions: (body: SearchBody) =>
    queryOptions({
      queryKey: actionKeys.executions(body),
      queryFn: ({ signal }) => searchExecutions(body, signal),
    }),
};

/** Detectors and trigger alerts list the actions bound to them: refresh those too. */
function invalidateBound(qc: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: actionKeys.lists() }),
    qc.invalidateQueries({ queryKey: detectorKeys.all }),
    qc.invalidateQueries({ queryKey: triggerKeys.all }),
  ]);
}

export function useCreateAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAction) => createAction(body),
    onSuccess: (action) => {
      qc.setQueryData(actionKeys.detail(action.id), action);
      return invalidateBound(qc);
    },
  });
}

export function useDeleteAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAction(id),
    onSuccess: (_res, id) => {
      qc.removeQueries({ queryKey: actionKeys.detail(id) });
      return invalidateBound(qc);
    },
  });
}

/** A manual run sends a transaction; the action record itself may change (run counters). */
export function useRunAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RunAction) => runAction(id, body),
    // A run is recorded as an execution: the executions list changes too.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: actionKeys.detail(id) }),
        qc.invalidateQueries({ queryKey: [...actionKeys.all, 'executions'] }),
      ]),
  });
}
