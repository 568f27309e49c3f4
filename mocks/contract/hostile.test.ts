import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { db } from '../db/store';
import { DEMO_ISSUER, DEMO_JWT_SECRET, mintKey } from '../lib/auth';
import { callRaw, keyFor, MOCK_ORIGIN, setupMockServer, TENANT_A, TENANT_B } from '../test/harness';

/** The mock under hostile input (trust issue, item 9): no hang, no 500, nothing half-stored. */
setupMockServer();

/** JSON nested `depth` levels, written as text (stringifying it would overflow the test's stack). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}"deep"${'}'.repeat(depth)}`;

describe('hostile input', () => {
  it('answers the backtracking alert query within a second', async () => {
    const started = performance.now();
    const res = await callRaw('alertSearch', {
      body: { query: 'alertMessage:*?*?*?*?*?!', size: 10, trackTotal: true },
    });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    const regex = await callRaw('alertSearch', { body: { query: 'alertMessage:/(a+)+$/' } });
    expect(regex.status).toBe(400);
  });

  it('refuses an over-deep body before storing anything, and the list still answers', async () => {
    const doc = db.tables.documentation.list(TENANT_A)[0]!;
    const res = await callRaw('documentationUpdate', {
      params: { id: doc.id },
      rawBody: `{"name":"Deep","params":${nested(10_000)}}`,
    });
    expect(res.status).toBe(400);
    expect(db.tables.documentation.get(TENANT_A, doc.id)?.name).toBe(doc.name);
    expect((await callRaw('documentationSearch', { body: { size: 100 } })).status).toBe(200);
  });

  it('refuses a body over 1 MiB with 413, and over-long names with 400', async () => {
    const huge = await callRaw('projectCreate', { body: { name: 'x'.repeat(1024 * 1024 + 10) } });
    expect(huge.status).toBe(413);
    const long = await callRaw('actionSearch', { body: { size: 1 } });
    expect(long.status).toBe(200);
    const name = await callRaw('detectorCreate', {
      body: { contractId: 1001, schemaId: 1, name: 'n'.repeat(50_000) },
    });
    expect(name.status).toBe(400);
    expect(JSON.stringify(name.body)).toMatch(/name: name must be at most 200 characters/);
  });

  it('answers 400 to a where of 3,000 nested parentheses or a 30,000-character term', async () => {
    const parens = `${'('.repeat(3000)}id = 1${')'.repeat(3000)}`;
    expect((await callRaw('projectSearch', { body: { where: parens } })).status).toBe(400);
    const term = `name = '${'x'.repeat(30_000)}'`;
    expect((await callRaw('projectSearch', { body: { where: term } })).status).toBe(400);
  });

  it('refuses keys of tenants that do not exist and keys without an expiry', async () => {
    for (const tenantId of [0, -1, 999]) {
      const res = await callRaw('projectSearch', {
        body: {},
        key: await mintKey({ tenantId }),
      });
      expect(res.status, `tenant ${tenantId}`).toBe(401);
    }
    const noExp = await new SignJWT({ tenantId: TENANT_A, roles: ['admin'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(DEMO_ISSUER)
      .sign(Uint8Array.from(new TextEncoder().encode(DEMO_JWT_SECRET)));
    const res = await callRaw('projectSearch', { body: {}, key: noExp });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).toMatch(/no expiry/);
  });

  it('demo controls need a key and act only on the caller’s tenant', async () => {
    const anon = await fetch(`${MOCK_ORIGIN}/__demo/reset`, { method: 'POST' });
    expect(anon.status).toBe(401);
    const projectA = db.tables.project.list(TENANT_A)[0]!;
    const projectB = db.tables.project.list(TENANT_B)[0]!;
    db.tables.project.replace(TENANT_A, { ...projectA, name: 'Changed A' });
    db.tables.project.replace(TENANT_B, { ...projectB, name: 'Changed B' });
    const res = await fetch(`${MOCK_ORIGIN}/__demo/reset`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await keyFor(TENANT_B)}` },
    });
    expect(res.status).toBe(200);
    expect(db.tables.project.get(TENANT_B, projectB.id)?.name).toBe(projectB.name);
    expect(db.tables.project.get(TENANT_A, projectA.id)?.name).toBe('Changed A');

    const offline = await fetch(`${MOCK_ORIGIN}/__demo/scenario`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await keyFor(TENANT_B)}`,
      },
      body: JSON.stringify({ name: 'server-error' }),
    });
    expect(offline.status).toBe(200);
    expect((await callRaw('projectSearch', { body: {}, tenantId: TENANT_B })).status).toBe(500);
    expect((await callRaw('projectSearch', { body: {}, tenantId: TENANT_A })).status).toBe(200);
  });
});

describe('OTP setup under attack', () => {
  const complete = (userId: number, body: object, key?: string) =>
    callRaw('userOtpComplete', { params: { id: userId }, body, ...(key ? { key } : {}) });

  it('answers the same pending secret twice, enrols a device name once, and limits wrong codes', async () => {
    const { TOTP, Secret } = await import('otpauth');
    const first = await callRaw('userOtpSetup', { params: { id: 802 } });
    const second = await callRaw('userOtpSetup', { params: { id: 802 } });
    const secret = (first.body as { totpSecret: string }).totpSecret;
    expect((second.body as { totpSecret: string }).totpSecret).toBe(secret);

    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await complete(802, { secret, deviceName: 'Phone', totpCode: code })).status).toBe(200);
    // The same secret and code may enrol another device name, never the same one twice.
    expect((await complete(802, { secret, deviceName: 'Tablet', totpCode: code })).status).toBe(
      200,
    );
    const replay = await complete(802, { secret, deviceName: 'Phone', totpCode: code });
    expect(replay.status).toBe(400);
    expect(JSON.stringify(replay.body)).toMatch(/deviceName: 'Phone' is already enrolled/);

    const fresh = (await callRaw('userOtpSetup', { params: { id: 803 } })).body as {
      totpSecret: string;
    };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await complete(803, {
        secret: fresh.totpSecret,
        deviceName: 'Laptop',
        totpCode: '000000',
      });
      statuses.push(res.status);
    }
    // A handful of wrong codes are told apart from a lock-out; then the door closes with 429.
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("a key without an admin role cannot read or complete another user's setup", async () => {
    const key = await mintKey({ tenantId: TENANT_A, roles: ['extractor-event'] });
    // The key stands for the tenant's first admin (801); 804 is someone else.
    const res = await callRaw('userOtpSetup', { params: { id: 804 }, key });
    expect(res.status).toBe(403);
    const done = await complete(804, { secret: 'AAAA', deviceName: 'x', totpCode: '123456' }, key);
    expect(done.status).toBe(403);
  });
});

describe('lost updates', () => {
  it('every accepted write moves updatedAt forward, even twenty at once', async () => {
    const project = db.tables.project.list(TENANT_A)[0]!;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callRaw('projectUpdate', {
          params: { id: project.id },
          body: { description: `edit ${i}` },
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const stamps = results.map((r) => (r.body as { updatedAt: number }).updatedAt);
    expect(new Set(stamps).size).toBe(20);
    expect(db.tables.project.get(TENANT_A, project.id)?.updatedAt).toBe(Math.max(...stamps));
  });
});

describe('where names real fields', () => {
  it('an unknown field is a 400 naming it, not an empty list; known and nested ones work', async () => {
    const bad = await callRaw('projectSearch', { body: { where: "colour = 'red'" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/unknown field 'colour'/);
    expect((await callRaw('projectSearch', { body: { where: 'tenantId = 1' } })).status).toBe(200);
    expect((await callRaw('detectorSearch', { body: { where: 'schema.id > 0' } })).status).toBe(
      200,
    );
  });
});
