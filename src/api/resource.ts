import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callEndpoint, type CallOptions, type Endpoint, type PathParams } from './endpoint';

/**
 * The resource kit: one key factory, one set of query helpers and one set of write hooks for
 * every resource, so a resource file is its endpoints and what a write refreshes, nothing more.
 *
 * Variables convention of the write hooks: create → the body; update → `{id, body}`;
 * remove → the id; any other write → `{params, body}`.
 */
export function resourceKeys<N extends string>(name: N) {
  return {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (body: unknown) => [name, 'list', body] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: number | string) => [name, 'detail', id] as const,
    /** Any other read of the resource (usage, aggregation, OTP setup), under the same root. */
    of: (...parts: unknown[]) => [name, ...parts] as const,
  };
}
export type ResourceKeys = ReturnType<typeof resourceKeys<string>>;

export type BodyOf<E extends Endpoint> = E['body'] extends z.core.$ZodType
  ? z.input<E['body']>
  : never;
export type ResultOf<E extends Endpoint> = z.output<E['response']>;

/** Calls a row of the table; the generic row's option type is only known per row. */
function call<E extends Endpoint>(
  ep: E,
  opts: {
    body?: unknown;
    params?: PathParams;
    query?: Record<string, string | undefined>;
    signal?: AbortSignal;
  },
): Promise<ResultOf<E>> {
  return callEndpoint(ep, opts as CallOptions<E>);
}

/** Query options of one read endpoint, keyed by `key(input)`. */
export function readQuery<E extends Endpoint, I>(
  ep: E,
  key: (input: I) => QueryKey,
  request: (input: I) => { body?: BodyOf<E>; params?: PathParams },
  extra: { staleTime?: number; gcTime?: number } = {},
) {
  return (input: I) =>
    // The key factory belongs to this endpoint: `ep` is fixed for every key it makes.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: key(input),
      queryFn: ({ signal }) => call(ep, { ...request(input), signal }),
      ...extra,
    });
}

/** `list(body)`, `detail(id)` and `count(where)` of a resource with a search endpoint. */
export function searchQueries<S extends Endpoint, G extends Endpoint>(
  keys: ResourceKeys,
  search: S,
  get: G,
) {
  const list = readQuery(search, keys.list, (body: BodyOf<S>) => ({ body }));
  return {
    list,
    detail: readQuery(get, keys.detail, (id: number) => ({ params: { id } })),
    /** How many records match, without fetching any (size 0). */
    count: (where: string) =>
      readQuery(search, keys.list, (body: BodyOf<S>) => ({ body }))({
        where,
        size: 0,
        trackTotal: true,
      } as BodyOf<S>),
  };
}

/** What else a write makes stale: other resources that list or embed this one. */
export interface WriteEffects {
  also?: readonly QueryKey[];
}

function refresh(qc: QueryClient, keys: ResourceKeys, effects: WriteEffects) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: keys.lists() }),
    ...(effects.also ?? []).map((queryKey) => qc.invalidateQueries({ queryKey })),
  ]);
}

function idOf(record: unknown): number | null {
  if (typeof record !== 'object' || record === null || !('id' in record)) return null;
  return typeof record.id === 'number' ? record.id : null;
}

/** Create: the answer becomes the detail in the cache, lists refresh. */
export function useCreate<E extends Endpoint>(
  ep: E,
  keys: ResourceKeys,
  effects: WriteEffects = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<E>) => call(ep, { body }),
    onSuccess: (record) => {
      const id = idOf(record);
      if (id !== null) qc.setQueryData(keys.detail(id), record);
      return refresh(qc, keys, effects);
    },
  });
}

/** Update by id: the answer replaces the cached detail, lists refresh. */
export function useUpdate<E extends Endpoint>(
  ep: E,
  keys: ResourceKeys,
  effects: WriteEffects = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyOf<E> }) =>
      call(ep, { params: { id }, body }),
    onSuccess: (record, { id }) => {
      if (idOf(record) === id) qc.setQueryData(keys.detail(id), record);
      else void qc.invalidateQueries({ queryKey: keys.detail(id) });
      return refresh(qc, keys, effects);
    },
  });
}

/** Delete by id: the detail leaves the cache, lists and dependents refresh. */
export function useRemove<E extends Endpoint>(
  ep: E,
  keys: ResourceKeys,
  effects: WriteEffects = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(ep, { params: { id } }),
    onSuccess: (_res, id) => {
      const detail = keys.detail(id);
      // The record's own page may still show it until the caller navigates away: removing its
      // query now would make that page fetch a record that is gone (a 404). Mark it stale
      // without refetching; it is dropped once nobody shows it.
      const watched = qc.getQueryCache().find({ queryKey: detail, exact: true });
      if (watched && watched.getObserversCount() > 0)
        void qc.invalidateQueries({ queryKey: detail, exact: true, refetchType: 'none' });
      else qc.removeQueries({ queryKey: detail });
      return refresh(qc, keys, effects);
    },
  });
}

export interface WriteVariables<E extends Endpoint> {
  params?: PathParams;
  body?: BodyOf<E>;
  query?: Record<string, string | undefined>;
}

/** Any other write (run, remove an override, mark viewed): refreshes the resource. */
export function useWrite<E extends Endpoint>(
  ep: E,
  keys: ResourceKeys,
  effects: WriteEffects = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: WriteVariables<E>) => call(ep, v),
    onSuccess: (_res, v) => {
      const id = v.params?.id;
      if (id !== undefined) void qc.invalidateQueries({ queryKey: keys.detail(id) });
      return refresh(qc, keys, effects);
    },
  });
}

/** A read that is a POST the user triggers (contract fetch): nothing to refresh. */
export function useRead<E extends Endpoint>(ep: E) {
  return useMutation({
    mutationFn: (v: WriteVariables<E>) => call(ep, v),
  });
}

/** The one request the connect screen makes before a connection is saved. */
export function callWith<E extends Endpoint>(
  ep: E,
  connection: CallOptions<E>['connection'],
  opts: { body?: BodyOf<E>; params?: PathParams } = {},
): Promise<ResultOf<E>> {
  return callEndpoint(ep, { ...opts, connection } as CallOptions<E>);
}
