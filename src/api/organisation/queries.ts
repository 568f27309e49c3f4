import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { CreateOrganisation, UpdateOrganisation } from './schemas';
import {
  createOrganisation,
  deleteOrganisation,
  getOrganisation,
  searchOrganisations,
  updateOrganisation,
} from './requests';

export const organisationKeys = {
  all: ['organisations'] as const,
  lists: () => [...organisationKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...organisationKeys.lists(), body] as const,
  detail: (id: number) => [...organisationKeys.all, 'detail', id] as const,
};

export const organisationQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: organisationKeys.list(body),
      queryFn: ({ signal }) => searchOrganisations(body, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: organisationKeys.detail(id),
      queryFn: ({ signal }) => getOrganisation(id, signal),
    }),
};

export function useCreateOrganisation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrganisation) => createOrganisation(body),
    onSuccess: (org) => {
      qc.setQueryData(organisationKeys.detail(org.id), org);
      return qc.invalidateQueries({ queryKey: organisationKeys.lists() });
    },
  });
}

export function useUpdateOrganisation(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganisation) => updateOrganisation(id, body),
    onSuccess: (org) => {
      qc.setQueryData(organisationKeys.detail(id), org);
      return qc.invalidateQueries({ queryKey: organisationKeys.lists() });
    },
  });
}

export function useDeleteOrganisation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOrganisation(id),
    onSuccess: (_res, id) => {
      qc.removeQueries({ queryKey: organisationKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: organisationKeys.lists() });
    },
  });
}
