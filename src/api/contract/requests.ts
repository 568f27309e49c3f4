import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';

export const searchContracts = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.contractSearch, { body, signal });
export const getContract = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.contractGet, { params: { id }, signal });
