import { describe, expect, it } from 'vitest';
import { db } from '../db/store';
import { callRaw, TENANT_A, TENANT_B, setupMockServer } from '../test/harness';

setupMockServer();

describe('project handlers', () => {
  it('deleting a project removes its contracts and everything hanging off them, in that tenant only', async () => {
    const contracts = db.tables.contract.list(TENANT_A).filter((c) => c.projectId === 102);
    expect(contracts.length).toBeGreaterThan(0);
    const ids = new Set(contracts.map((c) => c.id));
    const before = db.tables.detector
      .list(TENANT_A)
      .filter((d) => d.contractId != null && ids.has(d.contractId)).length;
    expect(before).toBeGreaterThan(0);
    const tenantB = db.tables.contract.list(TENANT_B).length;

    const res = await callRaw('projectDelete', { params: { id: 102 } });
    expect(res).toEqual({ status: 200, body: { uid: '102' } });
    expect(db.tables.contract.list(TENANT_A).filter((c) => c.projectId === 102)).toEqual([]);
    expect(
      db.tables.detector
        .list(TENANT_A)
        .filter((d) => d.contractId != null && ids.has(d.contractId)),
    ).toEqual([]);
    expect(db.tables.contract.list(TENANT_B)).toHaveLength(tenantB);
    expect((await callRaw('projectGet', { params: { id: 102 } })).status).toBe(404);
  });

  it('reads a number or boolean sent for a text field as its text, as a JVM service does', async () => {
    const res = await callRaw('projectCreate', { body: { name: 12345, description: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: '12345', description: 'true' });
    // What has no text (a list) is still refused, naming the field.
    const list = await callRaw('projectCreate', { body: { name: ['a'] } });
    expect(list.status).toBe(400);
    expect((list.body as { errors: string[] }).errors[0]).toMatch(/^name: /);
  });

  it('refuses a duplicate name in the tenant but allows it in another', async () => {
    const dup = await callRaw('projectCreate', { body: { name: 'treasury operations' } });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({
      errors: ["name: a project named 'treasury operations' already exists"],
    });
    const other = await callRaw('projectCreate', {
      body: { name: 'Treasury Operations' },
      tenantId: TENANT_B,
    });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ tenantId: TENANT_B, status: 'ACTIVE', tags: [] });
  });

  it('refuses to create a project for another tenant', async () => {
    const res = await callRaw('projectCreate', { body: { name: 'Sneaky', tenantId: TENANT_B } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: ['tenantId: must be the tenant of the API key'] });
  });

  it('updates only the fields sent and searches by where, sort and paging', async () => {
    const upd = await callRaw('projectUpdate', { params: { id: 101 }, body: { tags: ['x'] } });
    expect(upd.body).toMatchObject({ id: 101, name: 'Treasury Operations', tags: ['x'] });
    const page = await callRaw('projectSearch', {
      body: {
        where: "tags = 'security' or name like '%nft%'",
        sort: [{ field: 'name', order: 'Desc' }],
        from: 1,
        size: 1,
        trackTotal: true,
      },
    });
    expect(page.body).toMatchObject({ total: 3, data: [{ name: 'Lending Protocol v2' }] });
    const bad = await callRaw('projectSearch', { body: { where: "name = 'x' and" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: expect.stringMatching(/Invalid where clause: .*position/),
    });
  });
});
