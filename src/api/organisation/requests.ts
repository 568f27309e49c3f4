import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { CreateOrganisation, UpdateOrganisation } from './schemas';

export const searchOrganisations = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.organisationSearch, { body, signal });
export const getOrganisation = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.organisationGet, { params: { id }, signal });
export const createOrganisation = (body: CreateOrganisation) =>
  callEndpoint(endpoints.organisationCreate, { body });
export const updateOrganisation = (id: number, body: UpdateOrganisation) =>
  callEndpoint(endpoints.organisationUpdate, { params: { id }, body });
export const deleteOrganisation = (id: number) =>
  callEndpoint(endpoints.organisationDelete, { params: { id } });
