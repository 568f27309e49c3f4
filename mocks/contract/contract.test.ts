import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../src/api/endpoints';
import { callRaw, keyFor, TENANT_A, setupMockServer } from '../test/harness';
import { cases } from './cases';

/**
 * Contract tests: every endpoint of the table, called over fetch against msw/node, answers the
 * shape its response schema accepts, rejects bad input with the interface's error body, refuses
 * a missing or bad bearer, and hides other tenants' records.
 */
setupMockServer();

const ids = Object.keys(endpoints) as EndpointId[];

function expectErrorBody(body: unknown, status: number) {
  expect(body).toMatchObject({
    statusCode: status,
    message: expect.any(String),
    errors: expect.any(Array),
  });
}

it('covers every endpoint of the table', () => {
  expect(ids.filter((id) => !cases[id])).toEqual([]);
});

describe.each(ids)('%s', (id) => {
  const ep = endpoints[id];
  const c = cases[id];
  if (!c) return;

  it('answers 200 with a body its response schema accepts', async () => {
    const call = await c.ok();
    const res = await callRaw(id, { ...call, tenantId: TENANT_A });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = ep.response.safeParse(res.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
  });

  it('answers 401 without a bearer, with a malformed one and with an expired key', async () => {
    const call = await c.ok();
    const none = await callRaw(id, { ...call, key: null });
    expect(none.status).toBe(401);
    expectErrorBody(none.body, 401);
    const malformed = await callRaw(id, { ...call, header: 'Token abc' });
    expect(malformed.status).toBe(401);
    const garbage = await callRaw(id, { ...call, key: 'not.a.jwt' });
    expect(garbage.status).toBe(401);
    const expired = await callRaw(id, { ...call, key: await keyFor(TENANT_A, { lifetime: -60 }) });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ message: expect.stringMatching(/expired/i) });
  });

  if (c.bad) {
    const bad = c.bad;
    it('rejects bad input with 400 and one error per violated rule, naming the field', async () => {
      const { expect: fragments, ...call } = await bad();
      const res = await callRaw(id, { ...call, tenantId: TENANT_A });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expectErrorBody(res.body, 400);
      const errors = (res.body as { errors: string[] }).errors;
      for (const f of fragments)
        expect(
          errors.some((e) => e.includes(f)),
          `${f} in ${JSON.stringify(errors)}`,
        ).toBe(true);
      expect(errors.length).toBeGreaterThanOrEqual(fragments.length);
    });
  }

  if (ep.body) {
    it('rejects a body that is not JSON', async () => {
      const call = await c.ok();
      const res = await callRaw(id, { ...call, rawBody: '{not json', tenantId: TENANT_A });
      expect(res.status).toBe(400);
      expectErrorBody(res.body, 400);
    });
  }

  if (c.foreign) {
    const foreign = c.foreign;
    it("hides another tenant's record (404)", async () => {
      const res = await callRaw(id, { ...(await foreign()), tenantId: TENANT_A });
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expectErrorBody(res.body, 404);
    });
  }
});
