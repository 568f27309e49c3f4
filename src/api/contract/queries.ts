import { contractEndpoints } from './endpoints';
import {
  resourceKeys,
  searchQueries,
  useCreate,
  useRead,
  useRemove,
  useUpdate,
  useWrite,
} from '../resource';

export const contractKeys = resourceKeys('contracts');
export const contractQueries = searchQueries(
  contractKeys,
  contractEndpoints.contractSearch,
  contractEndpoints.contractGet,
);

export const useCreateContract = () => useCreate(contractEndpoints.contractCreate, contractKeys);
export const useUpdateContract = () => useUpdate(contractEndpoints.contractUpdate, contractKeys);
/** A contract takes its detectors, triggers and the actions that call or sign with it along. */
export const useDeleteContract = () =>
  useRemove(contractEndpoints.contractDelete, contractKeys, {
    also: [['actions'], ['detectors'], ['triggers'], ['tokenomics']],
  });
/** Asks the service what the explorer knows of an address; nothing is stored. */
export const useFetchContract = () => useRead(contractEndpoints.contractFetch);
/** `DELETE /contract/{id}/abi` answers the contract. */
export const useRemoveAbiOverride = () =>
  useWrite(contractEndpoints.contractAbiDelete, contractKeys);
