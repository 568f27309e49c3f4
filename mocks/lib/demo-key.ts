import { SignJWT } from 'jose';
import { TENANT_A } from '../db/seed/foundation';

/**
 * Demo keys are HS256 JWTs signed with this published secret. It protects nothing: it only lets
 * the mock tell a well-formed, unexpired key of a known tenant from anything else, as the real
 * service does (interface § Authentication; real-service notes, Auth).
 */
export const DEMO_JWT_SECRET = 'vigil-demo-secret-not-for-production';
// Copied into this realm's Uint8Array: under jsdom, TextEncoder answers another realm's, which jose refuses.
export const demoSecret = Uint8Array.from(new TextEncoder().encode(DEMO_JWT_SECRET));
export const DEMO_ISSUER = 'vigil-mock';

export interface MintOptions {
  tenantId: number;
  roles?: string[];
  subject?: string;
  /** Lifetime in seconds (negative mints an already expired key, for tests). */
  lifetime?: number;
  /** The key's id (`jti`); a random one when left out. */
  jti?: string;
}

export async function mintKey(opts: MintOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tenantId: opts.tenantId, roles: opts.roles ?? ['admin'] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(DEMO_ISSUER)
    .setSubject(opts.subject ?? `api-key-${opts.tenantId}`)
    .setIssuedAt(now)
    .setJti(opts.jti ?? `${opts.tenantId}-${now}-${Math.random().toString(36).slice(2, 8)}`)
    .setExpirationTime(now + (opts.lifetime ?? 30 * 24 * 3600))
    .sign(demoSecret);
}

/**
 * The console's key in demo mode: the first tenant's admin. A module of its own, small on purpose:
 * the console renders with it while the in-browser service (mocks/browser.ts) is still on its way.
 */
export const demoKey = () => mintKey({ tenantId: TENANT_A, subject: `api-key-${TENANT_A}` });
