import type { Tenant } from '../../src/api/tenant/schemas';
import type { Auth } from '../lib/auth';
import { db } from '../db/store';
import { notFound } from '../lib/errors';
import { pathId, type Implementations } from '../lib/implement';

/** A key reaches only its own tenant: any other tenant id names nothing (404). */
export function ownTenant(auth: Auth, params: Record<string, string>): Tenant {
  const id = pathId(params, 'Tenant');
  const tenant = id === auth.tenantId ? db.tables.tenant.get(auth.tenantId, id) : undefined;
  if (!tenant) throw notFound('Tenant', id);
  return tenant;
}

/**
 * The caller's tenant (the shell's brand asks for it on every screen). Apart from ./tenant.ts's
 * other resolvers, whose imports are heavy: the demo thread's first stage answers it too
 * (./first.ts).
 */
export const tenantGet: Implementations['tenantGet'] = ({ auth, params }) =>
  ownTenant(auth, params);
