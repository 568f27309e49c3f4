import { canWrite, forbiddenReason, type GuardedWrite } from '@/api/rules/roles';
import { readClaims } from '@/lib/session';
import { useConnection } from '@/lib/use-connection';

/**
 * Whether the connected key's roles allow a guarded write (the same rule the mock answers 403
 * by), and why not: screens hide or disable the control and show the reason.
 */
export function useCanWrite(what: GuardedWrite): { allowed: boolean; reason: string | undefined } {
  const { apiKey } = useConnection();
  const roles = readClaims(apiKey)?.roles;
  return { allowed: canWrite(roles, what), reason: forbiddenReason(roles, what) };
}
