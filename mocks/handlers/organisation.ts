import type { Organisation } from '../../src/api/organisation/schemas';
import { db } from '../db/store';
import { MockHttpError, badRequest, otherTenantErrors } from '../lib/errors';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, searchOwn } from '../lib/resource';
import { requireRole } from './guard';

type OrganisationImpl = Pick<
  Implementations,
  | 'organisationSearch'
  | 'organisationGet'
  | 'organisationCreate'
  | 'organisationUpdate'
  | 'organisationDelete'
>;

export const organisationResolvers: OrganisationImpl = {
  organisationSearch: ({ auth, body }) => searchOwn(db.tables.organisation, auth.tenantId, body),

  organisationGet: ({ auth, params }) =>
    mustGet(db.tables.organisation, auth.tenantId, pathId(params, 'Organisation')),

  organisationCreate: ({ auth, body }) => {
    requireRole(auth, 'organisation');
    const errors = otherTenantErrors(auth.tenantId, body.tenantId);
    if (errors.length) throw badRequest('Validation failed', errors);
    const now = Date.now();
    const record: Organisation = {
      ...body,
      id: db.nextId(),
      createdAt: now,
      updatedAt: now,
      status: body.status ?? 'ACTIVE',
      // name and parent are optional on create but always present in the record (interface).
      name: body.name ?? '',
      parent: body.parent ?? '',
      tenantId: auth.tenantId,
    };
    return db.tables.organisation.insert(auth.tenantId, record);
  },

  organisationUpdate: ({ auth, params, body }) => {
    requireRole(auth, 'organisation');
    const current = mustGet(db.tables.organisation, auth.tenantId, pathId(params, 'Organisation'));
    const errors = otherTenantErrors(auth.tenantId, body.tenantId);
    if (errors.length) throw badRequest('Validation failed', errors);
    const next: Organisation = {
      ...current,
      ...defined(body),
      updatedAt: Date.now(),
    };
    db.tables.organisation.replace(auth.tenantId, next);
    return next;
  },

  organisationDelete: ({ auth, params }) => {
    requireRole(auth, 'organisation');
    const id = pathId(params, 'Organisation');
    mustGet(db.tables.organisation, auth.tenantId, id);
    // Users belong to an organisation; deleting it under them would orphan their accounts.
    const members = db.tables.user.list(auth.tenantId).filter((u) => u.organisationId === id);
    if (members.length) {
      const users = members.length === 1 ? '1 user' : `${members.length} users`;
      throw new MockHttpError(409, `Organisation ${id} still has ${users}`, [
        `id: organisation ${id} still has ${users}; move them to another organisation first`,
      ]);
    }
    db.tables.organisation.remove(auth.tenantId, id);
    return { uid: String(id) };
  },
};
