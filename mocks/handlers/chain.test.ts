// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/api/action/schemas';
import type { Contract, FetchedContract } from '../../src/api/contract/schemas';
import type { Detector } from '../../src/api/detector/schemas';
import type { TokenomicsCategory } from '../../src/api/tokenomics/schemas';
import { seed } from '../db/seed';
import { PROXY_ABI } from '../db/seed/abis-defi';
import { CATALOGUE_TENANT } from '../db/seed/detector-schemas';
import { SCALE_FIRST_ID } from '../db/seed/detectors';
import { db } from '../db/store';
import { callRaw, TENANT_A, TENANT_B, setupMockServer } from '../test/harness';
import { callableAbi, entries } from './abi-tools';
import { validateConfig } from '../../src/api/rules/detector-config';
import { familyOf } from './networks';

setupMockServer();

const errorsOf = (body: unknown) => (body as { errors: string[] }).errors;
const contracts = (t: number) => db.tables.contract.list(t);
const one = <T>(list: T[], test: (x: T) => boolean): T => {
  const found = list.find(test);
  if (!found) throw new Error('not found');
  return found;
};
const usdc = () => one(contracts(TENANT_A), (c) => c.name === 'USD Coin');
const walletA = () =>
  one(contracts(TENANT_A), (c) => c.addressType === 'WALLET' && c.chainUid === 'ethereum');
const transfer = (extra: Record<string, unknown> = {}) => ({
  walletId: walletA().id,
  contractId: usdc().id,
  name: 'Sweep',
  funcSignature: 'transfer(address, uint256)',
  params: [
    { name: 'to', value: '0x1111111111111111111111111111111111111111' },
    { name: 'value', value: '5' },
  ],
  ...extra,
});

describe('seed', () => {
  it('has the variety the screens need', () => {
    for (const t of [TENANT_A, TENANT_B]) {
      const cs = contracts(t);
      expect(cs.length).toBeGreaterThanOrEqual(15);
      const wallets = cs.filter((c) => c.addressType === 'WALLET');
      expect(wallets.length).toBeGreaterThanOrEqual(3);
      expect(wallets.every((w) => familyOf(w.chainUid) === 'EVM' && !w.abi)).toBe(true);
      expect(cs.some((c) => c.addressType === 'ENTITY')).toBe(true);
      expect(cs.some((c) => c.addressType === 'CONTRACT' && !c.abi)).toBe(true);
      expect(new Set(cs.map((c) => familyOf(c.chainUid)))).toEqual(
        new Set(['EVM', 'TRON', 'SOLANA', 'BITCOIN']),
      );
      const proxy = one(cs, (c) => !!c.implementation && !!c.implAbi);
      expect(JSON.stringify(proxy.implAbi)).not.toBe(JSON.stringify(proxy.abi));
      expect(db.tables.detector.list(t).length).toBeGreaterThanOrEqual(12);
      expect(db.tables.action.list(t).length).toBeGreaterThanOrEqual(3);
      expect(new Set(db.tables.trigger.list(t).map((x) => x.type)).size).toBe(6);
    }
    const a = contracts(TENANT_A);
    expect(a.some((c) => c.abiOverride && c.implAbiOverride)).toBe(true);
    expect(
      a.some(
        (c) => entries(c.abi, 'error').length > 0 && JSON.stringify(c.abi).includes('"tuple[]"'),
      ),
    ).toBe(true);
    expect(a.some((c) => entries(c.abi, 'event').some((e) => e.name === 'ApprovalForAll'))).toBe(
      true,
    );
    const addresses = (t: number) => new Set(contracts(t).map((c) => c.address.toLowerCase()));
    expect([...addresses(TENANT_A)].filter((x) => addresses(TENANT_B).has(x))).toEqual([]);
  });

  it('has ≥ 6 schemas whose ui:order lists their fields with severity last, and valid detector configs', () => {
    const schemas = db.tables.schema.list(CATALOGUE_TENANT);
    expect(schemas.length).toBeGreaterThanOrEqual(6);
    for (const s of schemas) {
      const order = s.uiSchema?.['ui:order'] as string[];
      expect(order.at(-1)).toBe('severity');
      expect(Object.keys(s.schema?.properties ?? {}).sort()).toEqual([...order].sort());
    }
    for (const t of [TENANT_A, TENANT_B]) {
      for (const d of db.tables.detector.list(t)) {
        const schema = db.tables.schema.get(CATALOGUE_TENANT, d.schema?.id ?? 0);
        expect(validateConfig(schema?.schema, d.config ?? {}).errors, d.name).toEqual([]);
      }
    }
  });

  it('has tokenomics schedules (cliff then monthly) and documentation for every project', () => {
    const cats = db.tables.tokenomics.list(TENANT_B).filter((c) => c.contractId === 1051);
    expect(cats.length).toBeGreaterThanOrEqual(4);
    const team = one(cats, (c) => c.name === 'Team');
    const total = team.schedule.reduce((n, e) => n + e.value, 0);
    expect(total).toBeCloseTo(100_000_000, 0);
    for (const t of [TENANT_A, TENANT_B]) {
      const docs = db.tables.documentation.list(t);
      for (const p of db.tables.project.list(t))
        expect(docs.filter((d) => d.projectId === p.id).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('holds only actions the service itself would accept', async () => {
    for (const t of [TENANT_A, TENANT_B]) {
      for (const a of db.tables.action.list(t)) {
        const { id: _id, createdAt: _c, updatedAt: _u, funcAbi: _f, ...rest } = a;
        const body = {
          ...rest,
          destinations: (a.destinations ?? []).map((d) => ({
            tenantDestinationId: d.tenantDestinationId,
          })),
          detectors: (a.detectors ?? []).map(({ detectorId, scriptFilter, scriptParams }) => ({
            detectorId,
            scriptFilter,
            scriptParams,
          })),
          triggerAlerts: (a.triggerAlerts ?? []).map(
            ({ triggerAlertId, scriptFilter, scriptParams }) => ({
              triggerAlertId,
              scriptFilter,
              scriptParams,
            }),
          ),
        };
        const res = await callRaw('actionCreate', { body, tenantId: t });
        expect(res.status, `${a.name}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    }
  });
});

describe('actions', () => {
  it('creates an action with funcAbi, defaults and back-references', async () => {
    const res = await callRaw('actionCreate', {
      body: transfer({
        detectors: [
          {
            detectorId: 5001,
            scriptFilter: 'e.severity >= 0.5',
            scriptParams: { to: 'e.getFrom()' },
          },
        ],
        destinations: [{ tenantDestinationId: 301 }],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body as Action;
    expect(a).toMatchObject({
      funcSignature: 'transfer(address,uint256)',
      gasPrice: 'market',
      gasLimit: 10000000,
      gasTip: '',
      status: 'ACTIVE',
    });
    expect(a.funcAbi).toMatchObject({
      type: 'function',
      name: 'transfer',
      stateMutability: 'nonpayable',
    });
    expect(a.destinations?.[0]?.tenantDestination).toMatchObject({ id: 301, type: 'EMAIL' });
    const detector = (await callRaw('detectorGet', { params: { id: 5001 } })).body as Detector;
    expect(
      detector.actions?.some((x) => x.actionId === a.id && x.scriptFilter === 'e.severity >= 0.5'),
    ).toBe(true);
    expect((await callRaw('actionDelete', { params: { id: a.id } })).status).toBe(200);
    expect(db.tables.detector.get(TENANT_A, 5001)?.actions?.some((x) => x.actionId === a.id)).toBe(
      false,
    );
  });

  it('calls a proxy through its implementation ABI as well as its own', async () => {
    const proxy = one(contracts(TENANT_A), (c) => c.id === 1004);
    for (const funcSignature of ['withdraw(address,uint256,address)', 'upgradeTo(address)']) {
      const res = await callRaw('actionCreate', {
        body: { walletId: walletA().id, contractId: proxy.id, name: 'p', funcSignature },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it('gives one error per violation, naming the field', async () => {
    const wrong = await callRaw('actionCreate', {
      body: transfer({ funcSignature: 'transfer(address)', params: undefined }),
    });
    expect(errorsOf(wrong.body)).toEqual([
      'funcSignature: no function transfer(address) in the ABI of contract 1001; did you mean transfer(address,uint256)?',
    ]);
    const view = await callRaw('actionCreate', {
      body: transfer({ funcSignature: 'balanceOf(address)', params: undefined }),
    });
    expect(errorsOf(view.body)).toEqual([
      expect.stringMatching(/^funcSignature: balanceOf\(address\) is a view function/),
    ]);
    const names = await callRaw('actionCreate', {
      body: transfer({
        params: [
          { name: 'recipient', value: '0x1' },
          { name: 'value', value: '-1' },
        ],
      }),
    });
    expect(errorsOf(names.body)).toEqual([
      "params[0].name: 'recipient' is not a parameter of transfer(address,uint256) (expected to, value)",
      'params[1].value: must be an unsigned number for uint256',
    ]);
    const blank = await callRaw('actionCreate', { body: transfer({ name: '   ' }) });
    expect(errorsOf(blank.body)).toEqual(['name: name is required']);
    const foreignWallet = one(contracts(TENANT_B), (c) => c.addressType === 'WALLET').id;
    const wallets = await callRaw('actionCreate', { body: transfer({ walletId: foreignWallet }) });
    expect(errorsOf(wallets.body)).toEqual([`walletId: wallet ${foreignWallet} does not exist`]);
    const notWallet = await callRaw('actionCreate', { body: transfer({ walletId: 1002 }) });
    expect(errorsOf(notWallet.body)).toEqual(['walletId: 1002 is a CONTRACT, not a WALLET']);
    const otherChain = await callRaw('actionCreate', {
      body: transfer({
        walletId: 1017,
        detectors: [{ detectorId: 5001, scriptParams: { amount: 'x' } }],
      }),
    });
    expect(errorsOf(otherChain.body)).toEqual([
      'walletId: wallet 1017 is on arbitrum but contract 1001 is on ethereum',
      'detectors[0].scriptParams.amount: not a parameter of transfer(address,uint256)',
    ]);
  });

  it('stores an action with some or no params (scripts or a run give the rest), and refuses a run without them', async () => {
    const detectors = db.tables.detector.list(TENANT_A).slice(0, 2);
    const [d1, d2] = detectors.map((d) => d.id);
    const partial = await callRaw('actionCreate', {
      body: transfer({
        params: [{ name: 'value', value: '5' }],
        detectors: [
          { detectorId: d1, scriptParams: { to: 'e.getFrom()' } },
          { detectorId: d2, scriptParams: null },
        ],
      }),
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    const none = await callRaw('actionCreate', { body: transfer({ params: undefined }) });
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    const id = (none.body as Action).id;
    // An update that leaves params out keeps them (none) and is not refused for it.
    const renamed = await callRaw('actionUpdate', {
      params: { id },
      body: { name: 'Renamed', status: 'DISABLED' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', status: 'DISABLED', params: [] });
    await callRaw('actionUpdate', { params: { id }, body: { status: 'ACTIVE' } });
    // A manual run has no event for scripts: every input needs a value, from the action or the run.
    const run = await callRaw('actionRun', { params: { id }, body: { severityLevel: 'LOW' } });
    expect(errorsOf(run.body)).toEqual(['params: no value for to, value']);
    const given = await callRaw('actionRun', {
      params: { id },
      body: {
        severityLevel: 'LOW',
        params: [
          { name: 'to', value: '0x34581e4382f7256db1e590eab85e5199dc03449f' },
          { name: 'value', value: '1' },
        ],
      },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
  });

  it('runs manually: a submitted transaction per run; a disabled action is refused', async () => {
    const first = await callRaw('actionRun', {
      params: { id: 9003 },
      body: { severityLevel: 'HIGH' },
    });
    const second = await callRaw('actionRun', {
      params: { id: 9003 },
      body: { severityLevel: 'HIGH', gasPrice: '2 gwei' },
    });
    const asMap = (b: unknown) =>
      Object.fromEntries((b as { key: string; value: string }[]).map((x) => [x.key, x.value]));
    const [r1, r2] = [asMap(first.body), asMap(second.body)];
    expect(r1.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(r1.status).toBe('SUBMITTED');
    expect(r1.gasPrice).toBe('1500000000');
    expect(r2.gasPrice).toBe('2000000000');
    expect(r2.txHash).not.toBe(r1.txHash);
    expect(Number(r2.nonce)).toBe(Number(r1.nonce) + 1);
    const disabled = await callRaw('actionRun', {
      params: { id: 9004 },
      body: { severityLevel: 'LOW' },
    });
    expect(disabled.status).toBe(400);
    expect(errorsOf(disabled.body)).toEqual(['status: action 9004 is disabled']);
  });
});

describe('contracts', () => {
  const fetchAs = (tenantId: number, body: unknown) => callRaw('contractFetch', { body, tenantId });

  it('fetches verified contracts by address in any case, and says who owns them', async () => {
    const own = await fetchAs(TENANT_A, {
      chainUid: 'ethereum',
      address: usdc().address.toLowerCase(),
    });
    expect(own.body).toMatchObject({
      network: 'ethereum',
      contractAddress: usdc().address,
      owner: true,
    });
    const other = (
      await fetchAs(TENANT_A, {
        network: 'ethereum',
        address: '0x707c58ca576dd3c76aaa9d29095416355ef3283a',
      })
    ).body as FetchedContract;
    expect(other.owner).toBe(false);
    expect(entries(other.abi, 'event').map((e) => e.name)).toContain('Transfer');
    const proxy = (
      await fetchAs(TENANT_B, {
        chainUid: 'ethereum',
        address: '0x87870bca3f3fd6335c3f4ce8392d69350b4fa4e2',
      })
    ).body as FetchedContract;
    expect(proxy.implementation).toBe('0x5FAab9E1adbddaD0a08734BE8a52185Fd6558E14');
    const unknown = await fetchAs(TENANT_A, {
      chainUid: 'base',
      address: '0x1111111111111111111111111111111111111111',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      message: 'No verified contract found at 0x1111111111111111111111111111111111111111 on base',
    });
    const btc = await fetchAs(TENANT_A, {
      chainUid: 'bitcoin',
      address: 'bc1qm34lsc65zpw79lxes69zkqmk6ee3ewf0j77s3h',
    });
    expect(errorsOf(btc.body)).toEqual(['chainUid: bitcoin has no contract ABIs to fetch']);
  });

  it('removes an ABI override by restoring the verified ABIs', async () => {
    const before = db.tables.contract.get(TENANT_A, 1005) as Contract;
    expect(entries(callableAbi(before), 'function').some((f) => f.name === 'setPoolPause')).toBe(
      true,
    );
    const res = await callRaw('contractAbiDelete', { params: { id: 1005 } });
    const after = res.body as Contract;
    expect(after).toMatchObject({
      abiOverride: false,
      implAbiOverride: false,
      implementation: before.implementation,
    });
    expect(after.abi).toEqual(PROXY_ABI);
    expect(entries(after.implAbi, 'function').some((f) => f.name === 'setPoolPause')).toBe(false);
    expect(entries(after.implAbi, 'function').some((f) => f.name === 'borrow')).toBe(true);
  });

  it('treats a supplied ABI as an override; an address the tenant has already is accepted again', async () => {
    const body = {
      projectId: 101,
      chainUid: 'ethereum',
      address: '0x514910771af9ca656af840dff83e8264ecf986ca',
      abi: [
        { type: 'function', name: 'ping', inputs: [], outputs: [], stateMutability: 'nonpayable' },
      ],
    };
    const created = (await callRaw('contractCreate', { body })).body as Contract;
    expect(created).toMatchObject({ abiOverride: true, abi: body.abi });
    const restored = (await callRaw('contractAbiDelete', { params: { id: created.id } }))
      .body as Contract;
    expect(entries(restored.abi, 'function').some((f) => f.name === 'transfer')).toBe(true);
    const dup = await callRaw('contractCreate', {
      body: { ...body, address: body.address.toUpperCase().replace('0X', '0x') },
    });
    // The vendor's tools post fixed bodies; the console warns as the address is typed.
    expect(dup.status, JSON.stringify(dup.body)).toBe(200);
    expect((dup.body as Contract).id).not.toBe(created.id);
    const owned = await callRaw('contractFetch', {
      body: { chainUid: 'ethereum', address: body.address },
    });
    expect(owned.body).toMatchObject({ owner: true });
    const otherTenant = await callRaw('contractCreate', {
      body: { ...body, projectId: 106 },
      tenantId: TENANT_B,
    });
    expect(otherTenant.status).toBe(200);
  });

  it('reads a contract with its ABIs at /withAbi, as the vendor tools do', async () => {
    const res = await callRaw('contractGetWithAbi', { params: { id: 1005 } });
    expect(res.status).toBe(200);
    const c = res.body as Contract;
    expect(c.id).toBe(1005);
    expect(c).toEqual((await callRaw('contractGet', { params: { id: 1005 } })).body);
    expect(entries(c.implAbi, 'function').length).toBeGreaterThan(0);
  });

  it("answers the contract histogram over that contract's alerts only", async () => {
    const to = Date.now();
    const body = { from: to - 90 * 86_400_000, to, interval: '1M', timezone: 'Europe/Kiev' };
    const res = await callRaw('contractHistogram', { params: { id: usdc().id }, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as { data: unknown[]; total: Record<string, number> };
    const mine = db.tables.alert
      .list(TENANT_A)
      .filter((a) => a.contractId === usdc().id && a.timestamp >= body.from && a.timestamp <= to);
    expect(mine.length).toBeGreaterThan(0);
    const security = mine.filter((a) => a.tags?.includes('SECURITY')).length;
    expect(answer.total.SECURITY).toBe(security);
    expect(answer.data.length).toBeGreaterThan(0);
  });

  it('answers network event params per family, and 400 for an unknown network', async () => {
    const eth = (await callRaw('networkEventParams', { params: { network: 'ethereum' } }))
      .body as Record<string, unknown>;
    const sol = (await callRaw('networkEventParams', { params: { network: 'solana' } }))
      .body as Record<string, unknown>;
    expect(eth).toMatchObject({ chainId: 1, family: 'EVM', nativeToken: { symbol: 'ETH' } });
    expect(Object.keys(sol.eventParams as object)).toContain('slot');
    expect((await callRaw('networkEventParams', { params: { network: 'atlantis' } })).status).toBe(
      400,
    );
  });
});

describe('detectors, triggers and tokenomics', () => {
  it('checks a detector config against its schema and fills defaults', async () => {
    const base = { contractId: 1001, schemaId: 201, name: 'x' };
    const missing = await callRaw('detectorCreate', { body: base });
    expect(errorsOf(missing.body)).toEqual(['config.threshold: is required']);
    const ok = (await callRaw('detectorCreate', { body: { ...base, config: { threshold: '5' } } }))
      .body as Detector;
    expect(ok.config).toMatchObject({ threshold: '5', direction: 'any', severity: -1 });
    const onBitcoin = await callRaw('detectorCreate', {
      body: { ...base, contractId: 1015, config: { threshold: '5' } },
    });
    expect(errorsOf(onBitcoin.body)).toEqual([
      'schemaId: Transfer monitor does not run on bitcoin (supports EVM, TRON)',
    ]);
  });

  it('checks trigger events against the contract ABI', async () => {
    const res = await callRaw('triggerCreate', {
      body: {
        contractId: 1001,
        type: 'EVENT_EMITTED',
        name: 'x',
        config: { funcName: 'Upgraded', params: [{ name: 'a', operator: '~', value: '' }] },
      },
    });
    expect(errorsOf(res.body)).toEqual([
      expect.stringMatching(
        /^config.funcName: no event Upgraded in the ABI of contract 1001 \(has Transfer, Approval/,
      ),
      'config.params[0].operator: must be one of = == != > >= < <=',
      'config.params[0].value: must be a non-empty string',
    ]);
  });

  it('gives a new tokenomics category an empty schedule: nothing the user did not enter', async () => {
    const res = await callRaw('tokenomicsCategoryCreate', {
      body: {
        contractId: 1021,
        name: 'Advisors',
        allocationAddress: '0x1111111111111111111111111111111111111111',
      },
    });
    const cat = res.body as TokenomicsCategory;
    expect(res.status).toBe(200);
    expect(cat.schedule).toEqual([]);
  });

  it('makes a category on any contract of the tenant, under a name the token has already', async () => {
    const body = {
      contractId: 1004, // no ERC-20 ABI
      name: 'Pool',
      allocationAddress: '0x34581e4382f7256db1e590eab85e5199dc03449f',
    };
    const first = await callRaw('tokenomicsCategoryCreate', { body });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await callRaw('tokenomicsCategoryCreate', { body });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const foreign = await callRaw('tokenomicsCategoryCreate', {
      body: {
        ...body,
        contractId: one(contracts(TENANT_B), (c) => c.addressType === 'CONTRACT').id,
      },
    });
    expect(errorsOf(foreign.body)).toEqual([expect.stringMatching(/^contractId: /)]);
  });

  it("reads tenantId in a where as the key's tenant on records that do not carry it", async () => {
    const count = async (id: 'contractSearch' | 'detectorSearch' | 'actionSearch', where: string) =>
      (
        (await callRaw(id, { body: { where, trackTotal: true, size: 0 } })).body as {
          total: number;
        }
      ).total;
    const contracts = db.tables.contract.list(TENANT_A).length;
    expect(await count('contractSearch', `tenantId = ${TENANT_A}`)).toBe(contracts);
    expect(await count('contractSearch', `tenantId = ${TENANT_B}`)).toBe(0);
    const compliance = db.tables.detector
      .list(TENANT_A)
      .filter((d) => d.tags?.includes('COMPLIANCE')).length;
    expect(await count('detectorSearch', `tenantId = ${TENANT_A} and tags='COMPLIANCE'`)).toBe(
      compliance,
    );
    expect(await count('actionSearch', `tenantId = ${TENANT_A}`)).toBe(
      db.tables.action.list(TENANT_A).length,
    );
  });

  it('seeds 100,000 extra detectors and searches them with where', async () => {
    seed(db, { detectors: 100_000 });
    const all = db.tables.detector.list(TENANT_A);
    expect(all.filter((d) => d.id >= SCALE_FIRST_ID)).toHaveLength(100_000);
    const where =
      "contractId = 1004 and status = DISABLED and schema.name = 'DetectorContractHash'";
    const expected = all.filter(
      (d) =>
        d.contractId === 1004 &&
        d.status === 'DISABLED' &&
        d.schema?.name === 'DetectorContractHash',
    );
    const res = await callRaw('detectorSearch', {
      body: { where, trackTotal: true, size: 50, sort: [{ field: 'id', order: 'Desc' }] },
    });
    const page = res.body as { data: Detector[]; total: number };
    expect(expected.length).toBeGreaterThan(50);
    expect(page.total).toBe(expected.length);
    expect(page.data.map((d) => d.id)).toEqual(
      expected
        .map((d) => d.id)
        .sort((x, y) => y - x)
        .slice(0, 50),
    );
  });
});
