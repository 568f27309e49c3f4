import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { TestDestination } from './schemas';

export const searchDestinations = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.destinationSearch, { body, signal });
export const getDestination = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.destinationGet, { params: { id }, signal });
export const testDestination = (id: number, body?: TestDestination) =>
  callEndpoint(endpoints.destinationTest, { params: { id }, body });
export const searchDeliveries = (id: number, body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.destinationDeliveries, { params: { id }, body, signal });
