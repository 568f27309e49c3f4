import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { UpdateDocumentation } from './schemas';
import { searchDocumentation, updateDocumentation } from './requests';

export const documentationKeys = {
  all: ['documentation'] as const,
  lists: () => [...documentationKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...documentationKeys.lists(), body] as const,
};

export const documentationQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: documentationKeys.list(body),
      queryFn: ({ signal }) => searchDocumentation(body, signal),
    }),
  /** A project's entries, by name. */
  forProject: (projectId: number) =>
    documentationQueries.list({
      where: `projectId = ${projectId}`,
      sort: [{ field: 'name', order: 'Asc' }],
      size: 1000,
      trackTotal: true,
    }),
};

export function useUpdateDocumentation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateDocumentation }) =>
      updateDocumentation(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: documentationKeys.lists() }),
  });
}
