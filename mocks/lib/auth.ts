import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { db } from '../db/store';
import { MockHttpError } from './errors';

/**
 * Demo keys are HS256 JWTs signed with this published secret. It protects nothing: it only lets
 * the mock tell a well-formed, unexpired key of a known tenant from anything else, as the real
 * service does (interface § Authentication; real-service notes, Auth).
 */
export const DEMO_JWT_SECRET = 'vigil-demo-secret-not-for-production';
// Copied into this realm's Uint8Array: under jsdom, TextEncoder answers another realm's, which jose refuses.
const key = Uint8Array.from(new TextEncoder().encode(DEMO_JWT_SECRET));
export const DEMO_ISSUER = 'vigil-mock';

export interface Auth {
  tenantId: number;
  roles: string[];
  subject: string;
  expiresAt: number;
}

export interface MintOptions {
  tenantId: number;
  roles?: string[];
  subject?: string;
  /** Lifetime in seconds (negative mints an already expired key, for tests). */
  lifetime?: number;
}

export async function mintKey(opts: MintOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tenantId: opts.tenantId, roles: opts.roles ?? ['admin'] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(DEMO_ISSUER)
    .setSubject(opts.subject ?? `api-key-${opts.tenantId}`)
    .setIssuedAt(now)
    .setJti(`${opts.tenantId}-${now}-${Math.random().toString(36).slice(2, 8)}`)
    .setExpirationTime(now + (opts.lifetime ?? 30 * 24 * 3600))
    .sign(key);
}

/** Reads the bearer of a request; every failure is a 401 with the reason. */
export async function authenticate(request: Request): Promise<Auth> {
  const header = request.headers.get('authorization');
  if (!header) throw new MockHttpError(401, 'Missing bearer token');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new MockHttpError(401, 'Malformed Authorization header: expected "Bearer <API_KEY>"');
  try {
    const { payload } = await jwtVerify(match[1], key, {
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
