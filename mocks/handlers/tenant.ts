import type { Tenant } from '../../src/api/tenant/schemas';
import { db } from '../db/store';
import { afterFill, type Implementations } from '../lib/implement';
import { ownTenant, tenantGet } from './tenant-own';
import { defined, searchOwn } from '../lib/resource';
import { USAGE_TYPES } from '../db/seed/usage';
import { requireRole } from './guard';
import { runHistogram } from './histogram-request';

type TenantImpl = Pick<
  Implementations,
  'tenantSearch' | 'tenantGet' | 'tenantUpdate' | 'tenantUsage'
>;

export const tenantResolvers: TenantImpl = {
  tenantSearch: ({ auth, body }) => searchOwn(db.tables.tenant, auth.tenantId, body),

  tenantGet,

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
