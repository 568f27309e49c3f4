import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { UpdateDocumentation } from './schemas';

export const searchDocumentation = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.documentationSearch, { body, signal });
export const updateDocumentation = (id: number, body: UpdateDocumentation) =>
  callEndpoint(endpoints.documentationUpdate, { params: { id }, body });
