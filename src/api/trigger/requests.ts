import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { CreateTrigger, UpdateTrigger } from './schemas';

export const searchTriggers = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.triggerSearch, { body, signal });
export const getTrigger = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.triggerGet, { params: { id }, signal });
export const createTrigger = (body: CreateTrigger) =>
  callEndpoint(endpoints.triggerCreate, { body });
export const updateTrigger = (id: number, body: UpdateTrigger) =>
  callEndpoint(endpoints.triggerUpdate, { params: { id }, body });
export const deleteTrigger = (id: number) =>
  callEndpoint(endpoints.triggerDelete, { params: { id } });
