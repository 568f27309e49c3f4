import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { CreateInvitation } from '../user/schemas';

export const searchInvitations = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.invitationSearch, { body, signal });
export const createInvitation = (body: CreateInvitation) =>
  callEndpoint(endpoints.invitationCreate, { body });
export const revokeInvitation = (id: number) =>
  callEndpoint(endpoints.invitationRevoke, { params: { id } });
