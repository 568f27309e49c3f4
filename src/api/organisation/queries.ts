import { organisationEndpoints } from './endpoints';
import { resourceKeys, searchQueries, useCreate, useRemove, useUpdate } from '../resource';

export const organisationKeys = resourceKeys('organisations');
export const organisationQueries = searchQueries(
  organisationKeys,
  organisationEndpoints.organisationSearch,
  organisationEndpoints.organisationGet,
);

export const useCreateOrganisation = () =>
  useCreate(organisationEndpoints.organisationCreate, organisationKeys);
export const useUpdateOrganisation = () =>
  useUpdate(organisationEndpoints.organisationUpdate, organisationKeys);
export const useDeleteOrganisation = () =>
  useRemove(organisationEndpoints.organisationDelete, organisationKeys);
