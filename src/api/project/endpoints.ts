/** The project rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { SearchBodySchema, UidResponseSchema, searchResultSchema } from '../common';
import { endpoint, CRUD, SEARCH } from '../endpoint';
import { CreateProjectSchema, ProjectSchema, UpdateProjectSchema } from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const projectEndpoints = {
  projectSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/project/search', body: SearchBodySchema, response: searchResultSchema(ProjectSchema), source: 'inferred', note: `${SEARCH} (confirmed for project)` }),
  projectCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/project', body: CreateProjectSchema, response: ProjectSchema, source: 'spec', note: 'payload not shown; fields from the real console create form' }),
  projectGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/project/{id}', body: null, response: ProjectSchema, source: 'spec', note: 'payload not shown' }),
  projectUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/project/{id}', body: UpdateProjectSchema, response: ProjectSchema, source: 'inferred', note: CRUD }),
  projectDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/project/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: `${CRUD}; answers {uid} like the other deletes` }),
} as const;
