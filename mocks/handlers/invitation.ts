import { KNOWN_ROLES } from '../../src/api/rules/roles';
import type { Invitation, User } from '../../src/api/user/schemas';
import { db } from '../db/store';
import { notFound, otherTenantErrors } from '../lib/errors';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, search } from '../lib/resource';
import { Problems, uid } from './chain-shared';
import { requireRole } from './guard';
import { currentUser } from './user';

type InvitationImpl = Pick<
  Implementations,
  'userUpdate' | 'invitationCreate' | 'invitationSearch' | 'invitationRevoke'
>;

const WEEK = 7 * 86_400_000;

function checkRoles(roles: string[] | undefined, p: Problems): void {
  (roles ?? []).forEach((r, i) => {
    if (!KNOWN_ROLES.includes(r))
      p.add(`roles[${i}]`, `unknown role '${r}' (known: ${KNOWN_ROLES.join(', ')})`);
  });
}

function checkOrganisation(tenantId: number, id: number | undefined, p: Problems): void {
  if (id !== undefined && !db.tables.organisation.get(tenantId, id))
    p.add('organisationId', `organisation ${id} does not exist`);
}

/** A pending invitation past its date answers EXPIRED (nothing runs to flip it). */
function invitationAnswer(inv: Invitation, now = Date.now()): Invitation {
  return inv.status === 'PENDING' && (inv.expiredAt ?? Infinity) <= now
    ? { ...inv, status: 'EXPIRED' }
    : inv;
}

function selfId(auth: Parameters<typeof currentUser>[0]): number | undefined {
  try {
    return currentUser(auth).id;
  } catch {
    return undefined;
  }
}

export const invitationResolvers: InvitationImpl = {
  userUpdate: ({ auth, params, body }) => {
    requireRole(auth, 'user');
    const t = auth.tenantId;
    const current = mustGet(db.tables.user, t, pathId(params, 'User'));
    if (body.roles?.includes('admin') && !current.roles?.includes('admin'))
      requireRole(auth, 'grant-admin');
    const p = new Problems();
    checkRoles(body.roles, p);
    checkOrganisation(t, body.organisationId, p);
    // Locking yourself out would leave the console without the key's own user.
    if (current.id === selfId(auth) && body.status === 'DISABLED')
      p.add('status', 'you cannot disable your own account');
    p.throwIfAny();
    const next: User = { ...current, ...defined(body), updatedAt: Date.now() };
    db.tables.user.replace(t, next);
    return next;
  },

  invitationCreate: ({ auth, body }) => {
    requireRole(auth, 'invitation');
    if (body.roles.includes('admin')) requireRole(auth, 'grant-admin');
    const t = auth.tenantId;
    const now = Date.now();
    const p = new Problems();
    const email = body.email.trim().toLowerCase();
    p.list.push(...otherTenantErrors(t, body.tenantId));
    checkRoles(body.roles, p);
    checkOrganisation(t, body.organisationId, p);
    if (body.expiredAt !== undefined && body.expiredAt <= now)
      p.add('expiredAt', 'must be in the future');
    if (db.tables.user.list(t).some((u) => u.email?.toLowerCase() === email))
      p.add('email', `already a user of this tenant: ${email}`);
    else if (
      db.tables.invitation
        .list(t)
        .some((i) => i.email === email && invitationAnswer(i, now).status === 'PENDING')
    )
      p.add('email', `already has a pending invitation: ${email}`);
    p.throwIfAny();
    const record: Invitation = {
      id: db.nextId(),
      createdAt: now,
      updatedAt: now,
      email,
      roles: body.roles,
      tenantId: t,
      organisationId: body.organisationId,
      expiredAt: body.expiredAt ?? now + WEEK,
      status: 'PENDING',
      invitedBy: selfId(auth) ?? null,
    };
    db.tables.invitation.insert(t, record);
    return record;
  },

  invitationSearch: ({ auth, body }) => {
    const now = Date.now();
    const rows = db.tables.invitation.list(auth.tenantId).map((i) => invitationAnswer(i, now));
    return search(rows, body);
  },

  invitationRevoke: ({ auth, params }) => {
    requireRole(auth, 'invitation');
    const id = pathId(params, 'Invitation');
    const inv = db.tables.invitation.get(auth.tenantId, id);
    if (!inv) throw notFound('Invitation', id);
    const p = new Problems();
    const status = invitationAnswer(inv).status;
    if (status !== 'PENDING') p.add('id', `invitation ${id} is ${status}, not pending`);
    p.throwIfAny();
    db.tables.invitation.replace(auth.tenantId, {
      ...inv,
      status: 'REVOKED',
      updatedAt: Date.now(),
    });
    return uid(id);
  },
};
