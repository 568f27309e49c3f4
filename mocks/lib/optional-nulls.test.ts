import { describe, expect, it } from 'vitest';
import { safeParse, z } from 'zod/mini';
import { endpoints, type EndpointId } from '../../src/api/endpoints';
import type { Project } from '../../src/api/project/schemas';
import { TENANT_A, callRaw, setupMockServer } from '../test/harness';
import { dropOptionalNulls } from './optional-nulls';

setupMockServer();

const errorsOf = (body: unknown) => (body as { errors: string[] }).errors;

describe('dropOptionalNulls', () => {
  const schema = z.strictObject({
    name: z.string(),
    note: z.optional(z.string()),
    level: z._default(z.number(), 3),
    abi: z.optional(z.nullable(z.array(z.string()))),
    items: z.optional(z.array(z.strictObject({ id: z.number(), label: z.optional(z.string()) }))),
    map: z.optional(z.record(z.string(), z.strictObject({ hint: z.optional(z.string()) }))),
    config: z.optional(z.record(z.string(), z.unknown())),
  });

  it('drops null optional keys, at any depth, and keeps what null means something for', () => {
    const body = {
      name: 'x',
      note: null,
      level: null,
      abi: null,
      items: [{ id: 1, label: null }],
      map: { a: { hint: null } },
      config: { secret: null },
    };
    expect(dropOptionalNulls(schema, body)).toEqual({
      name: 'x',
      abi: null,
      items: [{ id: 1 }],
      map: { a: {} },
      config: { secret: null },
    });
    expect(safeParse(schema, dropOptionalNulls(schema, body)).data).toMatchObject({ level: 3 });
    expect(body.note).toBeNull(); // copied, not changed in place
  });

  it('keeps a null required key (refused by the schema) and unknown keys', () => {
    expect(dropOptionalNulls(schema, { name: null, other: null })).toEqual({
      name: null,
      other: null,
    });
  });

  // Every request body of the endpoint table: null for each optional top-level field is no error.
  const withBody = (Object.keys(endpoints) as EndpointId[]).filter((id) => {
    const body = endpoints[id].body;
    return body !== null && body._zod.def.type === 'object';
  });
  it.each(withBody)('%s: null for an optional field is read as absent', (id) => {
    const body = endpoints[id].body as z.core.$ZodType;
    const shape = (body._zod.def as unknown as { shape: Record<string, z.core.$ZodType> }).shape;
    const optional = Object.keys(shape).filter((k) => shape[k]?._zod.optin !== undefined);
    const nulls = Object.fromEntries(optional.map((k) => [k, null]));
    const res = safeParse(body, dropOptionalNulls(body, nulls));
    const failing = (res.error?.issues ?? []).map((i) => String(i.path[0] ?? ''));
    expect(failing.filter((k) => optional.includes(k))).toEqual([]);
  });
});

describe('null optional fields over HTTP', () => {
  it('creates a project with description and tags null, refuses a null name', async () => {
    const made = await callRaw('projectCreate', {
      body: { name: 'Nulls', description: null, tags: null, icon: null, status: null },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ name: 'Nulls', status: 'ACTIVE', tenantId: TENANT_A });
    const noName = await callRaw('projectCreate', { body: { name: null, description: null } });
    expect(noName.status).toBe(400);
    expect(errorsOf(noName.body)).toEqual([expect.stringMatching(/^name: /)]);
  });

  it('keeps the stored value when an update sends null', async () => {
    const made = await callRaw('projectCreate', {
      body: { name: 'Keep', description: 'kept', tags: ['a'] },
    });
    const id = (made.body as Project).id;
    const res = await callRaw('projectUpdate', {
      params: { id },
      body: { name: 'Kept', description: null, tags: null },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'Kept', description: 'kept', tags: ['a'] });
  });

  it("accepts the vendor's nested nulls (trigger alert message and status)", async () => {
    const res = await callRaw('triggerCreate', {
      body: {
        contractId: 1001,
        type: 'FAILED_TRANSACTIONS',
        name: null,
        config: null,
        alerts: [{ name: 'Reverted', severity: 'LOW', message: null, status: null }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'FAILED_TRANSACTIONS', alerts: [{ status: 'ACTIVE' }] });
  });
});
