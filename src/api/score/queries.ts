import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertSearch } from '../alert/schemas';
import type { UpdateScore } from './schemas';
import { searchOrganisationScores, searchScores, updateScore } from './requests';

export const scoreKeys = {
  all: ['scores'] as const,
  lists: () => [...scoreKeys.all, 'list'] as const,
  list: (body: AlertSearch) => [...scoreKeys.lists(), body] as const,
  ofOrganisation: (organisationId: number, body: AlertSearch) =>
    [...scoreKeys.lists(), 'organisation', organisationId, body] as const,
};

export const scoreQueries = {
  list: (body: AlertSearch) =>
    queryOptions({
      queryKey: scoreKeys.list(body),
      queryFn: ({ signal }) => searchScores(body, signal),
    }),
  ofOrganisation: (organisationId: number, body: AlertSearch) =>
    queryOptions({
      queryKey: scoreKeys.ofOrganisation(organisationId, body),
      queryFn: ({ signal }) => searchOrganisationScores(organisationId, body, signal),
    }),
};

/** Marks a score record viewed (or not); waits for the index refresh so the list shows it. */
export function useUpdateScore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { index: string; uid: string; body: UpdateScore }) =>
      updateScore(v.index, v.uid, v.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: scoreKeys.lists() }),
  });
}
