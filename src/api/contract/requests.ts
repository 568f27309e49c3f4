import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';

export const searchContracts = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.contractSearch, { body, signal });
