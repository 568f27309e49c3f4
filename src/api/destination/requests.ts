import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';

export const searchDestinations = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.destinationSearch, { body, signal });
export const getDestination = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.destinationGet, { params: { id }, signal });
