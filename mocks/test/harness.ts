import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { endpoints, type EndpointId } from '../../src/api/endpoints';
import { fillPath, type PathParams } from '../../src/api/endpoint';
import { mintKey, type MintOptions } from '../lib/auth';
import { setScenario } from '../lib/scenarios';
import { db } from '../db/store';
import { seed } from '../db/seed';
import { server } from '../node';

export { TENANT_A, TENANT_B } from '../db/seed/foundation';
export const MOCK_ORIGIN = 'http://mock.test';

/** Starts msw/node for this test file and gives every test a freshly seeded store. */
export function setupMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    seed(db);
    setScenario({ name: 'none' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

const keys = new Map<number, Promise<string>>();
/** A valid key of the tenant (cached per tenant). */
export function keyFor(
  tenantId: number,
  opts: Omit<MintOptions, 'tenantId'> = {},
): Promise<string> {
  if (Object.keys(opts).length) return mintKey({ tenantId, ...opts });
  let k = keys.get(tenantId);
  if (!k) {
    k = mintKey({ tenantId });
    keys.set(tenantId, k);
  }
  return k;
}

export interface RawCall {
  params?: PathParams;
  body?: unknown;
  query?: Record<string, string>;
  /** Bearer to send; null sends none; a raw header value with `header`. */
  key?: string | null;
  header?: string;
  /** Send this text as the body instead of JSON.stringify(body). */
  rawBody?: string;
}

export interface RawResult {
  status: number;
  body: unknown;
}

/** Calls one endpoint of the table over real fetch (intercepted by msw/node). */
export async function callRaw(
  id: EndpointId,
  call: RawCall & { tenantId?: number } = {},
): Promise<RawResult> {
  const ep = endpoints[id];
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (call.header !== undefined) headers.Authorization = call.header;
  else if (call.key !== null)
    headers.Authorization = `Bearer ${call.key ?? (await keyFor(call.tenantId ?? 1))}`;
  const qs = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const res = await fetch(`${MOCK_ORIGIN}${fillPath(ep.path, call.params)}${qs}`, {
    method: ep.method,
    headers,
    body: call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/**
 * A copy of a seeded contract with no ABI (an unverified contract nobody pasted one for), under
 * a new id, name and address: what the console says and offers without one.
 */
export function insertContractWithoutAbi(tenantId: number, fromId: number, address: string) {
  const template = db.tables.contract.get(tenantId, fromId);
  if (!template) throw new Error(`no seeded contract ${fromId}`);
  return db.tables.contract.insert(tenantId, {
    ...template,
    id: db.nextId(),
    name: 'Unverified vault',
    address,
    implementation: null,
    abi: null,
    implAbi: null,
    abiOverride: false,
    implAbiOverride: false,
  });
}
