import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { CreateTokenomicsCategory, UpdateTokenomicsCategory } from './schemas';

export const searchTokenomicsCategories = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.tokenomicsCategorySearch, { body, signal });
export const createTokenomicsCategory = (body: CreateTokenomicsCategory) =>
  callEndpoint(endpoints.tokenomicsCategoryCreate, { body });
export const updateTokenomicsCategory = (id: number, body: UpdateTokenomicsCategory) =>
  callEndpoint(endpoints.tokenomicsCategoryUpdate, { params: { id }, body });
export const deleteTokenomicsCategory = (id: number) =>
  callEndpoint(endpoints.tokenomicsCategoryDelete, { params: { id } });
