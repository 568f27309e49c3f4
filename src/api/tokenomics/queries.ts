import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { CreateTokenomicsCategory, UpdateTokenomicsCategory } from './schemas';
import {
  createTokenomicsCategory,
  deleteTokenomicsCategory,
  searchTokenomicsCategories,
  updateTokenomicsCategory,
} from './requests';

export const tokenomicsKeys = {
  all: ['tokenomics'] as const,
  lists: () => [...tokenomicsKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...tokenomicsKeys.lists(), body] as const,
};

/** A token's categories with their schedules: few per token, so one page holds them all. */
export const categoriesBody = (contractId: number): SearchBody => ({
  where: `contractId = ${contractId}`,
  sort: [{ field: 'name', order: 'Asc' }],
  size: 1000,
  trackTotal: true,
});

export const tokenomicsQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: tokenomicsKeys.list(body),
      queryFn: ({ signal }) => searchTokenomicsCategories(body, signal),
    }),
  forContract: (contractId: number) => tokenomicsQueries.list(categoriesBody(contractId)),
};

export function useCreateTokenomicsCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTokenomicsCategory) => createTokenomicsCategory(body),
    onSuccess: () => qc.invalidateQueries({ queryKey: tokenomicsKeys.lists() }),
  });
}

export function useUpdateTokenomicsCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTokenomicsCategory }) =>
      updateTokenomicsCategory(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: tokenomicsKeys.lists() }),
  });
}

export function useDeleteTokenomicsCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTokenomicsCategory(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: tokenomicsKeys.lists() }),
  });
}
