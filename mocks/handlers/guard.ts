import { forbiddenReason, type GuardedWrite } from '../../src/api/rules/roles';
import type { Auth } from '../lib/auth';
import { forbidden } from '../lib/errors';

/** 403 unless the key's roles allow the write (the console hides the same controls). */
export function requireRole(auth: Auth, what: GuardedWrite): void {
  const reason = forbiddenReason(auth.roles, what);
  if (reason) throw forbidden(reason);
}
