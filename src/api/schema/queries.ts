import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { RegisterSchema, UpdateSchema } from '../detector/schemas';
import { getSchema, registerSchema, searchSchemas, updateSchema } from './requests';

/** The detector schema catalogue: global (the same for every tenant), versioned. */
export const schemaKeys = {
  all: ['schemas'] as const,
  lists: () => [...schemaKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...schemaKeys.lists(), body] as const,
  detail: (id: number) => [...schemaKeys.all, 'detail', id] as const,
};

export const schemaQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: schemaKeys.list(body),
      queryFn: ({ signal }) => searchSchemas(body, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: schemaKeys.detail(id),
      queryFn: ({ signal }) => getSchema(id, signal),
    }),
};

/** Admin keys only (src/api/rules/roles.ts, `schema`). */
export function useRegisterSchema() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterSchema) => registerSchema(body),
    onSuccess: (s) => {
      qc.setQueryData(schemaKeys.detail(s.id), s);
      return qc.invalidateQueries({ queryKey: schemaKeys.lists() });
    },
  });
}

export function useUpdateSchema(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSchema) => updateSchema(id, body),
    onSuccess: (s) => {
      qc.setQueryData(schemaKeys.detail(id), s);
      return qc.invalidateQueries({ queryKey: schemaKeys.lists() });
    },
  });
}
