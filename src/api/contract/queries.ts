import { endpoints } from '../endpoints';
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
  endpoints.contractSearch,
  endpoints.contractGet,
);

export const useCreateContract = () => useCreate(endpoints.contractCreate, contractKeys);
export const useUpdateContract = () => useUpdate(endpoints.contractUpdate, contractKeys);
/** A contract takes its detectors, triggers and the actions that call or sign with it along. */
export const useDeleteContract = () =>
  useRemove(endpoints.contractDelete, contractKeys, {
    also: [['actions'], ['detectors'], ['triggers'], ['tokenomics']],
  });
/** Asks the service what the explorer knows of an address; nothing is stored. */
export const useFetchContract = () => useRead(endpoints.contractFetch);
/** `DELETE /contract/{id}/abi` answers the contract. */
export const useRemoveAbiOverride = () => useWrite(endpoints.contractAbiDelete, contractKeys);
