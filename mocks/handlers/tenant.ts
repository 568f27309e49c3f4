import type { Tenant } from '../../src/api/tenant/schemas';
import type { Auth } from '../lib/auth';
import { db } from '../db/store';
import { notFound } from '../lib/errors';
import { afterFill, pathId, type Implementations } from '../lib/implement';
import { defined, searchOwn } from '../lib/resource';
import { USAGE_TYPES } from '../db/seed/usage';
import { requireRole } from './guard';
import { runHistogram } from './histogram-request';

type TenantImpl = Pick<
  Implementations,
  'tenantSearch' | 'tenantGet' | 'tenantUpdate' | 'tenantUsage'
>;

/** A key reaches only its own tenant: any other tenant id names nothing (404). */
function ownTenant(auth: Auth, params: Record<string, string>): Tenant {
  const id = pathId(params, 'Tenant');
  const tenant = id === auth.tenantId ? db.tables.tenant.get(auth.tenantId, id) : undefined;
  if (!tenant) throw notFound('Tenant', id);
  return tenant;
}

export const tenantResolvers: TenantImpl = {
  tenantSearch: ({ auth, body }) => searchOwn(db.tables.tenant, auth.tenantId, body),

  tenantGet: ({ auth, params }) => ownTenant(auth, params),

  tenantUpdate: ({ auth, params, body }) => {
    requireRole(auth, 'tenant');
    const next: Tenant = { ...ownTenant(auth, params), ...defined(body), updatedAt: Date.now() };
    db.tables.tenant.replace(auth.tenantId, next);
    return next;
  },

  /** Bucket: `{ [event type]: count }`; `query` filters by type, network, projectId, contractId. */
  tenantUsage: afterFill(
    () => db.tables.usage,
    async ({ auth, params, body }) => {
      ownTenant(auth, params);
      const events = db.tables.usage.list(auth.tenantId);
      const { data } = await runHistogram(
        events,
        body,
        (e) => e.timestamp,
        // Empty buckets carry every event type with 0, the same keys as the others.
        () => Object.fromEntries(USAGE_TYPES.map((type) => [type, 0])),
        (acc, e) => {
          const n = acc[e.type];
          acc[e.type] = (typeof n === 'number' ? n : 0) + 1;
        },
      );
      return { data };
    },
  ),
};
