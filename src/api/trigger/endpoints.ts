/** The trigger rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { SearchBodySchema, UidResponseSchema, searchResultSchema } from '../common';
import { endpoint } from '../endpoint';
import { CreateTriggerSchema, TriggerSchema, UpdateTriggerSchema } from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const triggerEndpoints = {
  triggerSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/trigger/search', body: SearchBodySchema, response: searchResultSchema(TriggerSchema), source: 'inferred', note: 'real-service notes, Triggers (confirmed)' }),
  triggerCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/trigger', body: CreateTriggerSchema, response: TriggerSchema, source: 'inferred', note: 'real-service notes, Triggers (confirmed)' }),
  triggerGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/trigger/{id}', body: null, response: TriggerSchema, source: 'inferred', note: 'real-service notes, Triggers (confirmed)' }),
  triggerUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/trigger/{id}', body: UpdateTriggerSchema, response: TriggerSchema, source: 'inferred', note: 'real-service notes, Triggers (confirmed)' }),
  triggerDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/trigger/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: 'real-service notes, Triggers (confirmed)' }),
} as const;
