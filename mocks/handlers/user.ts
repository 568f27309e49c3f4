import type { User } from '../../src/api/user/schemas';
import type { Auth } from '../lib/auth';
import { db } from '../db/store';
import { notFound } from '../lib/errors';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { mustGet, searchOwn } from '../lib/resource';

type UserImpl = Pick<Implementations, 'userSearch' | 'userGet' | 'userMe'>;

/**
 * The user behind a key: a user whose identity-provider id is the key's subject, or, for the
 * mint's `api-key-<tenant>` keys (which stand for the tenant admin who created them), the
 * tenant's first active admin.
 */
export function currentUser(auth: Auth): User {
  const users = db.tables.user.list(auth.tenantId);
  const bySubject = users.find((u) => u.externalId === auth.subject);
  if (bySubject) return bySubject;
  if (auth.subject === `api-key-${auth.tenantId}`) {
    const admin = users.find((u) => u.status === 'ACTIVE' && u.roles?.includes('admin'));
    if (admin) return admin;
  }
  throw notFound('User', auth.subject || 'of this API key');
}

export const userResolvers: UserImpl = {
  userSearch: ({ auth, body }) => searchOwn(db.tables.user, auth.tenantId, body),
  userGet: ({ auth, params }) => mustGet(db.tables.user, auth.tenantId, pathId(params, 'User')),
  userMe: ({ auth }) => currentUser(auth),
};
