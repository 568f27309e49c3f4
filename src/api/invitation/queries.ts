import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { CreateInvitation } from '../user/schemas';
import { createInvitation, revokeInvitation, searchInvitations } from './requests';

export const invitationKeys = {
  all: ['invitations'] as const,
  lists: () => [...invitationKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...invitationKeys.lists(), body] as const,
};

export const invitationQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: invitationKeys.list(body),
      queryFn: ({ signal }) => searchInvitations(body, signal),
    }),
};

/** Admin or extractor-admin keys only (src/api/rules/roles.ts, `invitation`). */
export function useCreateInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitation) => createInvitation(body),
    onSuccess: () => qc.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}

export function useRevokeInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeInvitation(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}
