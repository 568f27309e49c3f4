import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';

export const searchDetectors = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.detectorSearch, { body, signal });
export const getDetector = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.detectorGet, { params: { id }, signal });
