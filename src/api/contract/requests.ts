import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { ContractFetch, CreateContract, UpdateContract } from './schemas';

export const searchContracts = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.contractSearch, { body, signal });
export const getContract = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.contractGet, { params: { id }, signal });
export const createContract = (body: CreateContract) =>
  callEndpoint(endpoints.contractCreate, { body });
export const updateContract = (id: number, body: UpdateContract) =>
  callEndpoint(endpoints.contractUpdate, { params: { id }, body });
export const deleteContract = (id: number) =>
  callEndpoint(endpoints.contractDelete, { params: { id } });
export const fetchContract = (body: ContractFetch) =>
  callEndpoint(endpoints.contractFetch, { body });
export const removeAbiOverride = (id: number) =>
  callEndpoint(endpoints.contractAbiDelete, { params: { id } });
