/** The action rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { SearchBodySchema, UidResponseSchema, searchResultSchema } from '../common';
import { endpoint, CRUD, SEARCH } from '../endpoint';
import {
  ActionExecutionSchema,
  ActionSchema,
  CreateActionSchema,
  RunActionResultSchema,
  RunActionSchema,
  UpdateActionSchema,
} from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const actionEndpoints = {
  actionCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/action', body: CreateActionSchema, response: ActionSchema, source: 'spec', note: 'interface 0.0.649' }),
  actionSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/action/search', body: SearchBodySchema, response: searchResultSchema(ActionSchema), source: 'inferred', note: SEARCH }),
  actionGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/action/{id}', body: null, response: ActionSchema, source: 'inferred', note: 'real-service notes, Actions (confirmed)' }),
  actionUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/action/{id}', body: UpdateActionSchema, response: ActionSchema, source: 'inferred', note: `${CRUD}; partial bodies keep omitted fields` }),
  actionDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/action/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: CRUD }),
  actionExecutionSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/action/execution/search', body: SearchBodySchema, response: searchResultSchema(ActionExecutionSchema), source: 'inferred', note: `executions exist in the real console (real-service notes, Actions); ${SEARCH}; newest first by default` }),
  actionRun: endpoint({ method: 'POST', access: 'write', path: '/api/v1/action/{id}/run', body: RunActionSchema, response: RunActionResultSchema, source: 'inferred', note: 'real-service notes, Actions: manual run (confirmed)' }),
} as const;
