import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '../../src/api/apikey/schemas';
import { TENANT_A, TENANT_B, callRaw, keyFor, setupMockServer } from '../test/harness';

setupMockServer();

const errorsOf = (body: unknown) => (body as { errors: string[] }).errors;

describe('POST /apikey', () => {
  it('mints a key with the confirmed answer, which then works as a bearer', async () => {
    const before = Date.now();
    const res = await callRaw('apiKeyCreate', {
      body: { label: 'CI pipeline', tenantId: TENANT_A, lifetime: 3600 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const minted = res.body as ApiKey;
    expect(minted).toMatchObject({
      id: expect.any(Number),
      apiKey: expect.any(String),
      label: 'CI pipeline',
      lifetime: 3600,
      jti: expect.any(String),
      tenantId: TENANT_A,
      status: 'ACTIVE',
    });
    const claims = decodeJwt(minted.apiKey);
    expect(claims.jti).toBe(minted.jti);
    expect((claims.exp ?? 0) * 1000).toBe(minted.expiresAt);
    expect(minted.expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 3600_000);
    expect(minted.expiresAt).toBeLessThanOrEqual(Date.now() + 3600_000);

    const me = await callRaw('userMe', { key: minted.apiKey });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    const projects = await callRaw('projectSearch', { key: minted.apiKey, body: {} });
    expect(projects.status).toBe(200);
    expect((projects.body as { data: { tenantId?: number }[] }).data.length).toBeGreaterThan(0);
  });

  it("defaults to the key's tenant and 30 days", async () => {
    const res = await callRaw('apiKeyCreate', { body: { label: 'Default' } });
    expect(res.body).toMatchObject({ tenantId: TENANT_A, lifetime: 30 * 24 * 3600 });
  });

  it('needs a tenant admin role; another tenant needs admin and must exist', async () => {
    const reader = await keyFor(TENANT_A, { roles: ['extractor-event'] });
    const denied = await callRaw('apiKeyCreate', { key: reader, body: { label: 'x' } });
    expect(denied.status).toBe(403);
    expect(errorsOf(denied.body)[0]).toMatch(/^roles: .*mint API keys/);

    const tenantAdmin = await keyFor(TENANT_A, { roles: ['extractor-admin'] });
    const own = await callRaw('apiKeyCreate', { key: tenantAdmin, body: { label: 'own' } });
    expect(own.status).toBe(200);
    expect(decodeJwt((own.body as ApiKey).apiKey).roles).toEqual(['extractor-admin']);
    const other = await callRaw('apiKeyCreate', {
      key: tenantAdmin,
      body: { label: 'other', tenantId: TENANT_B },
    });
    expect(other.status).toBe(403);
    expect(errorsOf(other.body)[0]).toMatch(/another tenant; it needs admin$/);

    const missing = await callRaw('apiKeyCreate', { body: { label: 'x', tenantId: 424242 } });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)).toEqual(['tenantId: tenant 424242 does not exist']);

    // An admin key may name another tenant: the minted key reaches that tenant's records only.
    const forB = await callRaw('apiKeyCreate', { body: { label: 'for B', tenantId: TENANT_B } });
    expect(forB.status).toBe(200);
    const bKey = (forB.body as ApiKey).apiKey;
    const tenant = await callRaw('tenantGet', { key: bKey, params: { id: TENANT_B } });
    expect(tenant.status).toBe(200);
    expect((await callRaw('tenantGet', { key: bKey, params: { id: TENANT_A } })).status).toBe(404);
  });

  it('refuses a lifetime out of range and a blank label', async () => {
    const res = await callRaw('apiKeyCreate', {
      body: { label: '', lifetime: 10, tenantId: TENANT_A },
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual([
      expect.stringMatching(/^label: /),
      expect.stringMatching(/^lifetime: .*at least 60/),
    ]);
  });
});
