import type { Organisation } from '../../src/api/organisation/schemas';
import { db } from '../db/store';
import { MockHttpError, badRequest } from '../lib/errors';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, search } from '../lib/resource';
import { requireRole } from './guard';

type OrganisationImpl = Pick<
  Implementations,
  | 'organisationSearch'
  | 'organisationGet'
  | 'organisationCreate'
  | 'organisationUpdate'
  | 'organisationDelete'
>;

/** Rules beyond the schema's patterns; one entry per violated rule. */
function organisationErrors(
  tenantId: number,
  body: { name?: string | undefined; tenantId?: number | undefined },
  requireName: boolean,
): string[] {
  const errors: string[] = [];
  // A key reaches its own tenant only (real-service notes, Auth).
  if (body.tenantId !== undefined && body.tenantId !== tenantId) {
    errors.push('tenantId: must be the tenant of the API key');
  }
  // The interface requires a name on update only: a create without one is accepted and answers
  // `name: ''` (required in the response). A name that is sent must not be blank, on create as
  // on update (the tenant settings' rule, spec-gaps #65).
  if ((requireName || body.name !== undefined) && !body.name?.trim()) {
    errors.push('name: must not be blank');
  }
  return errors;
}

export const organisationResolvers: OrganisationImpl = {
  organisationSearch: ({ auth, body }) => search(db.tables.organisation.list(auth.tenantId), body),

  organisationGet: ({ auth, params }) =>
    mustGet(db.tables.organisation, auth.tenantId, pathId(params, 'Organisation')),

  organisationCreate: ({ auth, body }) => {
    requireRole(auth, 'organisation');
    const errors = organisationErrors(auth.tenantId, body, false);
    if (errors.length) throw badRequest('Validation failed', errors);
    const now = Date.now();
    const record: Organisation = {
      ...body,
      id: db.nextId(),
      createdAt: now,
      updatedAt: now,
      status: body.status ?? 'ACTIVE',
      // name and parent are optional on create but always present in the record (interface).
      name: body.name?.trim() ?? '',
      parent: body.parent ?? '',
      tenantId: auth.tenantId,
    };
    return db.tables.organisation.insert(auth.tenantId, record);
  },

  organisationUpdate: ({ auth, params, body }) => {
    requireRole(auth, 'organisation');
    const current = mustGet(db.tables.organisation, auth.tenantId, pathId(params, 'Organisation'));
    const errors = organisationErrors(auth.tenantId, body, true);
    if (errors.length) throw badRequest('Validation failed', errors);
    const next: Organisation = {
      ...current,
      ...defined(body),
      name: body.name.trim(),
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
