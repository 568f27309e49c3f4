import { describe, expect, it } from 'vitest';
import { keyFor, MOCK_ORIGIN, TENANT_A, TENANT_B, setupMockServer } from '../test/harness';

setupMockServer();

/** Plans and subscriptions are the mock's own rows (not the console's table): called by path. */
async function post(path: string, body: unknown, tenantId: number | null = TENANT_A) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (tenantId !== null) headers.Authorization = `Bearer ${await keyFor(tenantId)}`;
  const res = await fetch(`${MOCK_ORIGIN}/api/v1/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('plan and subscription search (confirmed endpoints, records not shown)', () => {
  it('answers the search body with {data, total}: where, sort and paging apply', async () => {
    const all = await post('plan/search', { where: 'status = ACTIVE', trackTotal: true });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    const sorted = await post('plan/search', { sort: [{ field: 'name', order: 'Desc' }], size: 1 });
    expect(sorted.body.data).toEqual([expect.objectContaining({ name: 'Team' })]);
    const bad = await post('plan/search', { size: -1 });
    expect(bad.status).toBe(400);
  });

  it("answers a key its own tenant's subscription only, and nothing without a key", async () => {
    for (const tenantId of [TENANT_A, TENANT_B]) {
      const res = await post('subscription/search', { trackTotal: true }, tenantId);
      expect(res.body).toMatchObject({ total: 1, data: [expect.objectContaining({ tenantId })] });
    }
    expect((await post('subscription/search', {}, null)).status).toBe(401);
  });
});
