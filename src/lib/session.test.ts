import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { mintKey } from '../../mocks/lib/demo-key';
import { jwtPayload, readClaims } from './session';

const secret = Uint8Array.from(new TextEncoder().encode('test-secret'));
const sign = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);

describe('jwtPayload', () => {
  it("reads a key's payload as jose does, non-ASCII and base64url characters included", async () => {
    const keys = [
      await mintKey({ tenantId: 7, roles: ['admin', 'viewer'], lifetime: 60 }),
      // "é", "→" and "?>" make the base64url text use '-' and '_' and multi-byte UTF-8.
      await sign({ name: 'Zoé → ops?>', tenant_id: '12', n: [1, { a: null }] }),
    ];
    for (const key of keys) expect(jwtPayload(key)).toEqual(decodeJwt(key));
  });

  it('refuses what is not a JWT with an object payload', async () => {
    const good = await sign({ a: 1 });
    const [head, , sig] = good.split('.');
    const b64url = (s: string) =>
      btoa(s).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    for (const bad of [
      'not-a-key',
      good.split('.').slice(0, 2).join('.'),
      `${head}.${b64url('[1,2]')}.${sig}`,
      `${head}.${b64url('null')}.${sig}`,
      `${head}.${b64url('{"a":')}.${sig}`,
      `${head}.a+b/c.${sig}`,
    ])
      expect(() => jwtPayload(bad), bad).toThrow();
  });
});

describe('readClaims', () => {
  it("gives the tenant, roles, expiry and subject the console shows, or null for a key it can't read", async () => {
    const key = await mintKey({
      tenantId: 3,
      roles: ['viewer'],
      subject: 'api-key-3',
      lifetime: 120,
    });
    const claims = readClaims(key);
    expect(claims).toMatchObject({ tenantId: 3, roles: ['viewer'], subject: 'api-key-3' });
    expect(claims?.expiresAt).toBe(decodeJwt(key).exp! * 1000);
    expect(readClaims(await sign({ tenant_id: '12', roles: 'admin' }))).toEqual({
      tenantId: 12,
      roles: [],
      expiresAt: null,
      subject: null,
    });
    expect(readClaims('garbage')).toBeNull();
    expect(readClaims(null)).toBeNull();
  });
});
