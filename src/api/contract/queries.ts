import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { ContractFetch, CreateContract, UpdateContract } from './schemas';
import {
  createContract,
  deleteContract,
  fetchContract,
  getContract,
  removeAbiOverride,
  searchContracts,
  updateContract,
} from './requests';

export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...contractKeys.lists(), body] as const,
  details: () => [...contractKeys.all, 'detail'] as const,
  detail: (id: number) => [...contractKeys.details(), id] as const,
};

export const contractQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: contractKeys.list(body),
      queryFn: ({ signal }) => searchContracts(body, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: contractKeys.detail(id),
      queryFn: ({ signal }) => getContract(id, signal),
    }),
  /** How many records match, without fetching any (size 0). */
  count: (where: string) => contractQueries.list({ where, size: 0, trackTotal: true }),
};

export function useCreateContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContract) => createContract(body),
    onSuccess: (contract) => {
      qc.setQueryData(contractKeys.detail(contract.id), contract);
      return qc.invalidateQueries({ queryKey: contractKeys.lists() });
    },
  });
}

export function useUpdateContract(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContract) => updateContract(id, body),
    onSuccess: (contract) => {
      qc.setQueryData(contractKeys.detail(id), contract);
      return qc.invalidateQueries({ queryKey: contractKeys.lists() });
    },
  });
}

export function useDeleteContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContract(id),
    onSuccess: (_res, id) => {
      qc.removeQueries({ queryKey: contractKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: contractKeys.lists() });
    },
  });
}

/** Asks the service what the explorer knows of an address; nothing is stored. */
export function useFetchContract() {
  return useMutation({ mutationFn: (body: ContractFetch) => fetchContract(body) });
}

/** `DELETE /contract/{id}/abi` answers the contract: the view updates from it directly. */
export function useRemoveAbiOverride(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => removeAbiOverride(id),
    onSuccess: (contract) => {
      qc.setQueryData(contractKeys.detail(id), contract);
      return qc.invalidateQueries({ queryKey: contractKeys.lists() });
    },
  });
}
