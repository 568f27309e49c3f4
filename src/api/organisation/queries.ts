import { endpoints } from '../endpoints';
import { resourceKeys, searchQueries, useCreate, useRemove, useUpdate } from '../resource';

export const organisationKeys = resourceKeys('organisations');
export const organisationQueries = searchQueries(
  organisationKeys,
  endpoints.organisationSearch,
  endpoints.organisationGet,
);

export const useCreateOrganisation = () =>
  useCreate(endpoints.organisationCreate, organisationKeys);
export const useUpdateOrganisation = () =>
  useUpdate(endpoints.organisationUpdate, organisationKeys);
export const useDeleteOrganisation = () =>
  useRemove(endpoints.organisationDelete, organisationKeys);
