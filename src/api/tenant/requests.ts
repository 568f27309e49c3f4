import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { UsageBody } from '../usage/schemas';
import type { UpdateTenant } from './schemas';

export const searchTenants = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.tenantSearch, { body, signal });
export const getTenant = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.tenantGet, { params: { id }, signal });
export const updateTenant = (id: number, body: UpdateTenant) =>
  callEndpoint(endpoints.tenantUpdate, { params: { id }, body });
export const getTenantUsage = (id: number, body: UsageBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.tenantUsage, { params: { id }, body, signal });
