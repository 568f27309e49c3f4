import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';

export const searchTriggers = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.triggerSearch, { body, signal });
export const getTrigger = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.triggerGet, { params: { id }, signal });
