import { describe, expect, it } from 'vitest';
import type { Detector, DetectorSchema } from '../../src/api/detector/schemas';
import type { Trigger } from '../../src/api/trigger/schemas';
import { SECRET_MASK } from '../../src/api/rules/detector-config';
import { CATALOGUE_TENANT } from '../db/seed/detector-schemas';
import { db } from '../db/store';
import { callRaw, keyFor, TENANT_A, TENANT_B, setupMockServer } from '../test/harness';

setupMockServer();

const errorsOf = (body: unknown) => (body as { errors: string[] }).errors;
const USDC_ID = 1001;
const ADDR = '0x1111111111111111111111111111111111111111';

function schemaNamed(name: string): DetectorSchema {
  const s = db.tables.schema
    .list(CATALOGUE_TENANT)
    .find((x) => x.name === name && x.status === 'ACTIVE');
  if (!s) throw new Error(`no ${name}`);
  return s;
}

describe('detector schema catalogue', () => {
  it('is the same for every tenant, with versions and a withdrawn entry', async () => {
    const body = { size: 100, sort: [{ field: 'id' }] };
    const a = await callRaw('schemaSearch', { body, tenantId: TENANT_A });
    const b = await callRaw('schemaSearch', { body, tenantId: TENANT_B });
    expect(a.body).toEqual(b.body);
    const list = (a.body as { data: DetectorSchema[] }).data;
    const versions = (name: string) => list.filter((s) => s.name === name).length;
    expect(versions('DetectorTransferMonitor')).toBeGreaterThan(1);
    expect(versions('DetectorAml')).toBeGreaterThan(1);
    expect(list.some((s) => s.status === 'DISABLED')).toBe(true);
  });

  it('registers and updates entries for admin keys only, a new config needing a new version', async () => {
    const body = { name: 'DetectorNew', version: '1.0.0', schema: { type: 'object' } };
    const event = await keyFor(TENANT_A, { roles: ['extractor-event'] });
    const refused = await callRaw('schemaCreate', { body, key: event });
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)[0]).toMatch(/^roles: /);

    const made = await callRaw('schemaCreate', { body });
    expect(made.status).toBe(200);
    const id = (made.body as DetectorSchema).id;
    const twice = await callRaw('schemaCreate', { body });
    expect(errorsOf(twice.body)).toEqual([expect.stringMatching(/^version: /)]);

    const newSchema = { type: 'object', properties: { x: { type: 'string' } } };
    const same = await callRaw('schemaUpdate', { params: { id }, body: { schema: newSchema } });
    expect(same.status).toBe(400);
    expect(errorsOf(same.body)).toEqual([expect.stringMatching(/^version: .*new version/)]);
    const bumped = await callRaw('schemaUpdate', {
      params: { id },
      body: { schema: newSchema, version: '1.1.0' },
    });
    expect(bumped.status).toBe(200);
    expect(bumped.body).toMatchObject({ version: '1.1.0', schema: newSchema });
    const other = await callRaw('schemaUpdate', { params: { id }, body: {}, key: event });
    expect(other.status).toBe(403);
  });

  it('deletes an entry for admin keys only, and not while detectors use it', async () => {
    const made = await callRaw('schemaCreate', {
      body: { name: 'DetectorGone', version: '1.0.0', schema: { type: 'object' } },
    });
    const id = (made.body as DetectorSchema).id;
    const event = await keyFor(TENANT_A, { roles: ['extractor-admin'] });
    const refused = await callRaw('schemaDelete', { params: { id }, key: event });
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)[0]).toMatch(/^roles: /);

    // A detector of another tenant uses it: the entry stays (the catalogue is global).
    const detector = await callRaw('detectorCreate', {
      tenantId: TENANT_B,
      body: {
        contractId: db.tables.contract.list(TENANT_B)[0]?.id,
        schemaId: id,
        name: 'Uses the entry',
        config: {},
      },
    });
    expect(detector.status, JSON.stringify(detector.body)).toBe(200);
    const inUse = await callRaw('schemaDelete', { params: { id } });
    expect(inUse.status).toBe(409);
    expect(errorsOf(inUse.body)).toEqual([
      `id: detector schema ${id} is still used by detectors; withdraw it (status DISABLED) instead`,
    ]);

    const detectorId = (detector.body as Detector).id;
    await callRaw('detectorDelete', { tenantId: TENANT_B, params: { id: detectorId } });
    const gone = await callRaw('schemaDelete', { params: { id } });
    expect(gone.body).toEqual({ uid: String(id) });
    expect((await callRaw('schemaGet', { params: { id } })).status).toBe(404);
    expect((await callRaw('schemaDelete', { params: { id } })).status).toBe(404);
  });
});

describe('detectors', () => {
  it("accepts the vendor's create body with source and any severity in -1..1", async () => {
    const res = await callRaw('detectorCreate', {
      body: {
        contractId: USDC_ID,
        schemaId: schemaNamed('DetectorAml').id,
        name: 'AML-Monitoring',
        status: 'ACTIVE',
        tags: ['COMPLIANCE'],
        destinations: [],
        config: { tags: '', severity: 0.42 },
        source: 'ATTACK_DETECTOR',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ source: 'ATTACK_DETECTOR', config: { severity: 0.42 } });
    const bad = await callRaw('detectorCreate', {
      body: {
        contractId: USDC_ID,
        schemaId: schemaNamed('DetectorAml').id,
        name: 'x',
        config: { severity: -1.5 },
      },
    });
    expect(errorsOf(bad.body)).toEqual(['config.severity: must be at least -1']);
  });

  it('answers password values only as the mask and keeps them when an update leaves them out or sends the mask', async () => {
    const schemaId = schemaNamed('DetectorGithubMonitor').id;
    const made = await callRaw('detectorCreate', {
      body: {
        contractId: USDC_ID,
        schemaId,
        name: 'Private repo',
        config: { repository: 'nw/private', token: 'ghp_secret' },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const d = made.body as Detector;
    expect(d.config).toMatchObject({ token: SECRET_MASK });
    expect(JSON.stringify(made.body)).not.toContain('ghp_secret');
    const edited = await callRaw('detectorUpdate', {
      params: { id: d.id },
      body: { config: { repository: 'nw/private2' } },
    });
    expect(edited.body).toMatchObject({ config: { repository: 'nw/private2' } });
    expect((edited.body as Detector).config).toMatchObject({ token: SECRET_MASK });
    expect(db.tables.detector.get(TENANT_A, d.id)?.config).toMatchObject({ token: 'ghp_secret' });
    const echoed = await callRaw('detectorUpdate', {
      params: { id: d.id },
      body: { config: { repository: 'nw/private3', token: SECRET_MASK } },
    });
    expect(echoed.status).toBe(200);
    expect(db.tables.detector.get(TENANT_A, d.id)?.config).toMatchObject({ token: 'ghp_secret' });
    const searched = await callRaw('detectorSearch', { body: { where: `id = ${d.id}` } });
    expect(JSON.stringify(searched.body)).not.toContain('ghp_secret');
  });
});

describe('triggers', () => {
  const create = (body: unknown) => callRaw('triggerCreate', { body });

  it("accepts the vendor's bodies: '==', txParams null, no name, every type", async () => {
    const bodies = [
      {
        type: 'EVENT_EMITTED',
        config: {
          funcName: 'Transfer',
          params: [{ name: 'to', operator: '==', value: ADDR }],
          txParams: null,
        },
      },
      { type: 'WHITELISTED_CALLERS', config: { whitelist: [ADDR] } },
      {
        type: 'FUNCTION_CALL',
        config: { funcName: 'transfer', params: [{ name: 'to', operator: '=', value: ADDR }] },
      },
      { type: 'FAILED_TRANSACTIONS' },
    ];
    for (const b of bodies) {
      const res = await create({ contractId: USDC_ID, ...b });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ type: b.type, name: b.type });
    }
  });

  it("binds alert destinations of the tenant and answers them; another tenant's is a 400", async () => {
    const res = await create({
      contractId: USDC_ID,
      type: 'FAILED_TRANSACTIONS',
      alerts: [{ name: 'Reverted', severity: 'LOW', destinations: [{ tenantDestinationId: 301 }] }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const alert = (res.body as Trigger).alerts?.[0];
    expect(alert?.destinations?.[0]?.tenantDestination).toMatchObject({ id: 301 });

    const foreign = await create({
      contractId: USDC_ID,
      type: 'FAILED_TRANSACTIONS',
      alerts: [{ name: 'x', severity: 'LOW', destinations: [{ tenantDestinationId: 305 }] }],
    });
    expect(foreign.status).toBe(400);
    expect(errorsOf(foreign.body)).toEqual([
      'alerts[0].destinations[0].tenantDestinationId: destination 305 does not exist',
    ]);
  });
});

describe('seed of detectors and triggers', () => {
  it('has 40+ detectors over 10+ contracts using every current schema', () => {
    const detectors = db.tables.detector.list(TENANT_A);
    expect(detectors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(detectors.map((d) => d.contractId)).size).toBeGreaterThanOrEqual(10);
    const current = db.tables.schema.list(CATALOGUE_TENANT).filter((s) => s.status === 'ACTIVE');
    const used = new Set(detectors.map((d) => d.schema?.name));
    for (const s of current) expect(used.has(s.name), s.name).toBe(true);
    expect(detectors.some((d) => d.status === 'DISABLED')).toBe(true);
  });

  it('has 12+ triggers of every type with 1-3 alerts each, a few disabled', () => {
    const triggers = db.tables.trigger.list(TENANT_A);
    expect(triggers.length).toBeGreaterThanOrEqual(12);
    const types = new Set(triggers.map((t) => t.type));
    for (const type of [
      'ERC20_TRANSFER',
      'BLACKLISTED_CALLERS',
      'WHITELISTED_CALLERS',
      'EVENT_EMITTED',
      'FUNCTION_CALL',
      'FAILED_TRANSACTIONS',
    ])
      expect(types.has(type), type).toBe(true);
    for (const t of triggers) {
      expect(t.alerts?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(t.alerts?.length ?? 0).toBeLessThanOrEqual(3);
    }
    expect(triggers.filter((t) => t.status === 'DISABLED').length).toBeGreaterThanOrEqual(2);
  });

  it('raises no seeded alert from a disabled detector or trigger after it was disabled', () => {
    for (const tenant of [TENANT_A, TENANT_B]) {
      const alerts = db.tables.alert.list(tenant);
      for (const d of db.tables.detector.list(tenant).filter((x) => x.status === 'DISABLED')) {
        const late = alerts.filter(
          (a) => a.detectorId === d.id && a.timestamp >= (d.updatedAt ?? 0),
        );
        expect(late, d.name).toEqual([]);
      }
      for (const t of db.tables.trigger.list(tenant).filter((x) => x.status === 'DISABLED')) {
        const late = alerts.filter(
          (a) => a.meta?.triggerId === t.id && a.timestamp >= (t.updatedAt ?? 0),
        );
        expect(late, t.name).toEqual([]);
      }
    }
  });
});
