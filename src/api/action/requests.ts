import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { CreateAction, RunAction } from './schemas';

export const searchActions = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.actionSearch, { body, signal });
export const getAction = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.actionGet, { params: { id }, signal });
export const createAction = (body: CreateAction) => callEndpoint(endpoints.actionCreate, { body });
export const deleteAction = (id: number) =>
  callEndpoint(endpoints.actionDelete, { params: { id } });
export const runAction = (id: number, body: RunAction) =>
  callEndpoint(endpoints.actionRun, { params: { id }, body });
export const searchExecutions = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.actionExecutionSearch, { body, signal });
