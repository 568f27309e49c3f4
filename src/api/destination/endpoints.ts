/** The destination rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { z } from 'zod/mini';
import { SearchBodySchema, UidResponseSchema, searchResultSchema } from '../common';
import { endpoint, CRUD, SEARCH } from '../endpoint';
import { deferred } from '../deferred';
import {
  CreateTenantDestinationSchema,
  DeliverySchema,
  TenantDestinationSchema,
  TestDestinationSchema,
} from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const destinationEndpoints = {
  destinationSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/destination/search', body: SearchBodySchema, response: searchResultSchema(TenantDestinationSchema), source: 'inferred', note: 'list endpoint not published; modelled on the other searches' }),
  destinationCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/destination', body: CreateTenantDestinationSchema, response: TenantDestinationSchema, source: 'inferred', note: 'create endpoint not published' }),
  destinationGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/destination/{id}', body: null, response: TenantDestinationSchema, source: 'inferred', note: CRUD }),
  destinationUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/destination/{id}', body: deferred(() => z.partial(CreateTenantDestinationSchema)), response: TenantDestinationSchema, source: 'inferred', note: CRUD }),
  destinationTest: endpoint({ method: 'POST', access: 'write', path: '/api/v1/destination/{id}/test', body: TestDestinationSchema, response: DeliverySchema, source: 'inferred', note: 'test-send not published; answers the delivery it recorded (DELIVERED or FAILED with the reason)' }),
  destinationDeliveries: endpoint({ method: 'POST', access: 'read', path: '/api/v1/destination/{id}/delivery/search', body: SearchBodySchema, response: searchResultSchema(DeliverySchema), source: 'inferred', note: `delivery history not published; ${SEARCH}` }),
  destinationDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/destination/{id}', body: null, response: UidResponseSchema, source: 'spec', note: '' }),
} as const;
