import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { CreateDetector, UpdateDetector } from './schemas';

export const searchDetectors = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.detectorSearch, { body, signal });
export const getDetector = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.detectorGet, { params: { id }, signal });
export const createDetector = (body: CreateDetector) =>
  callEndpoint(endpoints.detectorCreate, { body });
export const updateDetector = (id: number, body: UpdateDetector) =>
  callEndpoint(endpoints.detectorUpdate, { params: { id }, body });
export const deleteDetector = (id: number) =>
  callEndpoint(endpoints.detectorDelete, { params: { id } });
