import type { SearchBody } from '../common';
import type { RegisterSchema, UpdateSchema } from '../detector/schemas';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';

export const searchSchemas = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.schemaSearch, { body, signal });
export const getSchema = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.schemaGet, { params: { id }, signal });
export const registerSchema = (body: RegisterSchema) =>
  callEndpoint(endpoints.schemaCreate, { body });
export const updateSchema = (id: number, body: UpdateSchema) =>
  callEndpoint(endpoints.schemaUpdate, { params: { id }, body });
