import { actionEndpoints } from './endpoints';
import type { SearchBody } from '../common';
import {
  readQuery,
  resourceKeys,
  searchQueries,
  useCreate,
  useRemove,
  useUpdate,
  useWrite,
} from '../resource';
import { detectorKeys } from '../detector/queries';
import { triggerKeys } from '../trigger/queries';

export const actionKeys = resourceKeys('actions');

const executionSearch = readQuery(
  actionEndpoints.actionExecutionSearch,
  (body: SearchBody) => actionKeys.of('executions', body),
  (body) => ({ body }),
);
/** While a run shown is not mined yet (SUBMITTED), its list asks again every few seconds. */
const PENDING_POLL_MS = 5_000;

export const actionQueries = {
  ...searchQueries(actionKeys, actionEndpoints.actionSearch, actionEndpoints.actionGet),
  /** The actions among `ids`, for pages that show bindings by name (none asked when empty). */
  byIds: (ids: readonly number[]) => ({
    ...actionQueries.list({ where: `id in (${ids.join(', ')})`, size: 1000 }),
    enabled: ids.length > 0,
  }),
  /** Runs of actions (manual, detector, trigger alert), newest first (inferred endpoint). */
  executions: (body: SearchBody) => ({
    ...executionSearch(body),
    refetchInterval: (query: { state: { data?: { data: { result?: string | null }[] } } }) =>
      query.state.data?.data.some((e) => e.result === 'SUBMITTED') ? PENDING_POLL_MS : false,
  }),
};

/** Detectors and trigger alerts list the actions bound to them: refresh those too. */
const bound = { also: [detectorKeys.all, triggerKeys.all] };
export const useCreateAction = () => useCreate(actionEndpoints.actionCreate, actionKeys, bound);
export const useUpdateAction = () => useUpdate(actionEndpoints.actionUpdate, actionKeys, bound);
export const useDeleteAction = () => useRemove(actionEndpoints.actionDelete, actionKeys, bound);
/** A manual run sends a transaction; the action record itself may change (run counters). */
export const useRunAction = () =>
  useWrite(actionEndpoints.actionRun, actionKeys, { also: [actionKeys.of('executions')] });
