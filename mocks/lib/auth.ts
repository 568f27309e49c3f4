import { jwtVerify, errors as joseErrors } from 'jose';
import { db } from '../db/store';
import { MockHttpError } from './errors';
import { DEMO_ISSUER, demoSecret } from './demo-key';

export { DEMO_ISSUER, DEMO_JWT_SECRET, mintKey, type MintOptions } from './demo-key';

export interface Auth {
  tenantId: number;
  roles: string[];
  subject: string;
  expiresAt: number;
}

let verifyKey: Promise<CryptoKey> | undefined;

/**
 * The demo secret as a key that verifies, imported once (jose imports a raw secret again on every
 * call, a round trip to the browser's crypto thread per request). The demo's service thread
 * calls this as it starts, so its first request finds the key ready.
 */
export function demoVerifyKey(): Promise<CryptoKey> {
  verifyKey ??= crypto.subtle.importKey(
    'raw',
    demoSecret,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return verifyKey;
}

/** Reads the bearer of a request; every failure is a 401 with the reason. */
export async function authenticate(request: Request): Promise<Auth> {
  const header = request.headers.get('authorization');
  if (!header) throw new MockHttpError(401, 'Missing bearer token');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new MockHttpError(401, 'Malformed Authorization header: expected "Bearer <API_KEY>"');
  try {
    const { payload } = await jwtVerify(match[1], await demoVerifyKey(), {
      issuer: DEMO_ISSUER,
      algorithms: ['HS256'],
    });
    const tenantId = payload.tenantId;
    if (typeof tenantId !== 'number' || !Number.isInteger(tenantId)) {
      throw new MockHttpError(401, 'API key carries no tenant');
    }
    if (typeof payload.exp !== 'number') {
      throw new MockHttpError(401, 'API key has no expiry (exp): keys are minted with a lifetime');
    }
    if (db.tables.tenant.get(tenantId, tenantId) === undefined) {
      throw new MockHttpError(401, `API key is for tenant ${tenantId}, which does not exist`);
    }
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((r): r is string => typeof r === 'string')
      : [];
    return { tenantId, roles, subject: payload.sub ?? '', expiresAt: (payload.exp ?? 0) * 1000 };
  } catch (err) {
    if (err instanceof MockHttpError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw new MockHttpError(401, 'API key expired');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw new MockHttpError(401, 'API key signature is invalid');
    }
    throw new MockHttpError(401, 'API key is not a valid JWT');
  }
}
