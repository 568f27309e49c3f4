/** The organisation rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { SearchBodySchema, UidResponseSchema, searchResultSchema } from '../common';
import { endpoint, CRUD, SEARCH } from '../endpoint';
import { CreateOrganisationSchema, OrganisationSchema, UpdateOrganisationSchema } from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const organisationEndpoints = {
  organisationSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/organisation/search', body: SearchBodySchema, response: searchResultSchema(OrganisationSchema), source: 'inferred', note: SEARCH }),
  organisationGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/organisation/{id}', body: null, response: OrganisationSchema, source: 'inferred', note: CRUD }),
  organisationCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/organisation', body: CreateOrganisationSchema, response: OrganisationSchema, source: 'spec', note: '' }),
  organisationUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/organisation/{id}', body: UpdateOrganisationSchema, response: OrganisationSchema, source: 'spec', note: '' }),
  organisationDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/organisation/{id}', body: null, response: UidResponseSchema, source: 'spec', note: '' }),
} as const;
