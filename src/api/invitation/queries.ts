import { userEndpoints } from '../user/endpoints';
import { readQuery, resourceKeys, useCreate, useRemove } from '../resource';
import type { SearchBody } from '../common';

export const invitationKeys = resourceKeys('invitations');
export const invitationQueries = {
  list: readQuery(userEndpoints.invitationSearch, invitationKeys.list, (body: SearchBody) => ({
    body,
  })),
};

/** Admin or extractor-admin keys only (src/api/rules/roles.ts, `invitation`). */
export const useCreateInvitation = () => useCreate(userEndpoints.invitationCreate, invitationKeys);
export const useRevokeInvitation = () => useRemove(userEndpoints.invitationRevoke, invitationKeys);
