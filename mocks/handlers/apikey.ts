import { decodeJwt } from 'jose';
import { API_KEY_DEFAULT_LIFETIME, type ApiKey } from '../../src/api/apikey/schemas';
import { db } from '../db/store';
import { mintKey } from '../lib/auth';
import { badRequest } from '../lib/errors';
import type { Implementations } from '../lib/implement';
import { requireRole } from './guard';

type ApiKeyImpl = Pick<Implementations, 'apiKeyCreate'>;

/**
 * `POST /apikey` (real-service notes, Auth [C]): mints a key the mock then accepts as a bearer,
 * like every demo key (mocks/lib/auth.ts). A tenant admin (admin, extractor-admin) mints keys
 * of its own tenant; naming another tenant needs admin (403), and that tenant must exist (400).
 * The key carries the minter's roles (a key never grants more than its minter has) and, for
 * the minter's own tenant, the minter's subject, so `/user/me` answers the same user.
 * Keys are not stored: no list or revoke endpoint is known (docs/spec-gaps.md).
 */
export const apiKeyResolvers: ApiKeyImpl = {
  apiKeyCreate: async ({ auth, body }) => {
    requireRole(auth, 'apikey');
    const tenantId = body.tenantId ?? auth.tenantId;
    const own = tenantId === auth.tenantId;
    if (!own) {
      requireRole(auth, 'apikey-other-tenant');
      if (!db.tables.tenant.get(tenantId, tenantId))
        throw badRequest('Validation failed', [`tenantId: tenant ${tenantId} does not exist`]);
    }
    const lifetime = body.lifetime ?? API_KEY_DEFAULT_LIFETIME;
    const id = db.nextId();
    const jti = `apikey-${id}`;
    const now = Date.now();
    const apiKey = await mintKey({
      tenantId,
      roles: auth.roles,
      subject: own ? auth.subject : `api-key-${tenantId}`,
      lifetime,
      jti,
    });
    const answer: ApiKey = {
      id,
      createdAt: now,
      updatedAt: now,
      status: 'ACTIVE',
      apiKey,
      label: body.label,
      lifetime,
      // The JWT's own exp (whole seconds), in epoch milliseconds like every timestamp.
      expiresAt: (decodeJwt(apiKey).exp ?? 0) * 1000,
      jti,
      tenantId,
      roles: [...auth.roles],
    };
    return answer;
  },
};
