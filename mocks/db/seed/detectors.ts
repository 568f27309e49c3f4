import type { Detector, DetectorSchema } from '../../../src/api/detector/schemas';
import type { Store } from '../store';
import { AAVE_POOL_IMPL, TREASURY_WALLET, USDC, WETH } from './contracts';
import { schemaSummary } from './detector-schemas';
import { MORE_A_ROWS, MORE_B_ROWS } from './detectors-more';
import { DAY, type Rng } from './rng';

type Config = Record<string, unknown>;
/** [id, contractId, schema name, detector name, config, tags, destination ids, status]. */
export type DetectorRow = [
  number,
  number,
  string,
  string,
  Config,
  string[],
  number[],
  ('ACTIVE' | 'DISABLED')?,
];
type Row = DetectorRow;

const HLS = '0x707c58Ca576dd3c76AaA9D29095416355Ef3283a';

/** Tenant 1: 5001+. Configs follow each schema; severities span Auto … Critical. */
// prettier-ignore
const TENANT_A_ROWS: Row[] = [
  [5001, 1001, 'DetectorTransferMonitor', 'USDC large transfers', { threshold: '1000000000000', direction: 'any', addresses: [], severity: 0.5 }, ['FINANCIAL'], [301, 304]],
  [5002, 1002, 'DetectorTransferMonitor', 'USDT whale movements', { threshold: '5000000000000', severity: 0.25 }, ['FINANCIAL'], [302]],
  [5003, 1016, 'DetectorBalanceMonitor', 'Treasury signer balance', { balance_threshold: '< 2', decimals: 18, tokens: [{ address: USDC, balance_threshold: '< 50000', decimals: 6, symbol: 'USDC' }], cron: '10 min', severity: 0.75 }, ['FINANCIAL'], [301, 302]],
  [5004, 1004, 'DetectorTvlMonitor', 'Aave pool TVL drop', { tokens: [{ token: USDC, threshold: '5%' }, { token: WETH, threshold: '3%' }], native_token_status: false, severity: 0.75 }, ['FINANCIAL', 'SECURITY'], [303]],
  [5005, 1004, 'DetectorContractHash', 'Aave pool bytecode', { checksum: '0x6f1cbe2ea3f8c3e0a1d7f7e2b4b5c9d18e0a4c27b9d3f6a1e5c8b2d4f7a9e013', hash_type: 'keccak', initial_check: true, severity: 0.75 }, ['SECURITY'], [301, 303]],
  [5006, 1001, 'DetectorContractCall', 'Treasury USDC balance check', { function: 'balanceOf(address)(uint256)', parameters: [TREASURY_WALLET], condition: '< 1000000000000', when: 'cron', cron: '0 0/5 * * * ?', track_err: true, description: 'Treasury keeps at least 1M USDC.', severity: 0.5 }, ['FINANCIAL'], []],
  [5007, 1015, 'DetectorAml', 'Exchange counterparty screening', { tags: '', score: '>= 75', severity: -1 }, ['COMPLIANCE'], [301]],
  [5008, 1001, 'DetectorAml', 'USDC sanctions screening', { tags: 'sanctions,mixer', score: '>= 50', direction: 'both', severity: 0.5 }, ['COMPLIANCE'], [301, 304]],
  [5009, 1006, 'DetectorGasMonitor', 'Mainnet gas spike', { gas_price_threshold: '> 80', cron: '1 min', severity: 0.15 }, ['FINANCIAL'], []],
  [5010, 1005, 'DetectorBlockAnomaly', 'Arbitrum block anomaly', { max_block_delay: 30, reorg_depth: 2, severity: 0.25 }, ['SECURITY'], [], 'DISABLED'],
  [5011, 1008, 'DetectorDnsMonitor', 'Marketplace DNS', { domain: 'market.northwind.example', record_types: ['A', 'AAAA', 'NS'], severity: 0.5 }, ['SECURITY'], [302]],
  [5012, 1008, 'DetectorGithubMonitor', 'Marketplace contracts repo', { repository: 'northwind-digital/marketplace-contracts', branch: 'main', events: ['force_push', 'release'], severity: 0.15 }, ['SECURITY'], []],
  [5013, 1007, 'DetectorTransferMonitor', 'BAYC transfers', { threshold: '1', severity: 0 }, ['FINANCIAL'], []],
  [5014, 1013, 'DetectorTransferMonitor', 'TRC-20 USDT transfers', { threshold: '250000000000', severity: 0.25 }, ['FINANCIAL'], [304]],
  [5015, 1005, 'DetectorContractHash', 'Arbitrum pool bytecode', { checksum: '9b2f4c1d7e0a3b6c8d5e2f1a4b7c0d3e6f9a2b5c8d1e4f7a0b3c6d9e2f5a8b1c', hash_type: 'sha256', initial_check: false, severity: 0.75 }, ['SECURITY'], [303]],
  [5016, 1004, 'DetectorContractCall', 'Pool implementation address', { function: 'implementation()(address)', parameters: [], condition: '!= 0', when: 'block', description: `Expected ${AAVE_POOL_IMPL}.`, severity: 0.75 }, ['SECURITY'], [301]],
];

/** Tenant 2: 5051+. */
// prettier-ignore
const TENANT_B_ROWS: Row[] = [
  [5051, 1051, 'DetectorTransferMonitor', 'HLS large transfers', { threshold: '500000000000000000000000', severity: 0.5 }, ['FINANCIAL'], [305, 306]],
  [5052, 1052, 'DetectorTransferMonitor', 'HLS (Polygon) transfers', { threshold: '100000000000000000000000', severity: 0.25 }, ['FINANCIAL'], [306]],
  [5053, 1053, 'DetectorContractCall', 'Vesting releases', { function: 'released(address)(uint256)', parameters: [HLS], condition: '++1', when: 'block', severity: 0.15 }, ['FINANCIAL'], []],
  [5054, 1057, 'DetectorContractHash', 'Staking proxy bytecode', { checksum: '0x1e4c7a0d3f6b9e2c5a8d1f4b7e0c3a6d9f2b5e8c1a4d7f0b3e6c9a2d5f8b1e4c', severity: 0.75 }, ['SECURITY'], [305]],
  [5055, 1057, 'DetectorTvlMonitor', 'Staking TVL', { tokens: [{ token: HLS, threshold: '10%' }], severity: 0.5 }, ['FINANCIAL'], []],
  [5056, 1054, 'DetectorGasMonitor', 'Router gas spike', { gas_price_threshold: '> 300', severity: 0.15 }, ['FINANCIAL'], []],
  [5057, 1067, 'DetectorBalanceMonitor', 'DEX keeper balance', { balance_threshold: '< 0.5', decimals: 18, severity: 0.5 }, ['FINANCIAL'], [306]],
  [5058, 1065, 'DetectorBalanceMonitor', 'Liquidity manager balance', { balance_threshold: '< 100', severity: 0.25 }, ['FINANCIAL'], []],
  [5059, 1064, 'DetectorAml', 'OTC desk screening', { tags: '', severity: -1 }, ['COMPLIANCE'], [305]],
  [5060, 1058, 'DetectorContractCall', 'Merkle root rotation', { function: 'merkleRoot()(bytes32)', condition: '>> 0', when: 'block', severity: 0 }, ['SECURITY'], []],
  [5061, 1059, 'DetectorBlockAnomaly', 'Mainnet block anomaly', { max_block_delay: 36, reorg_depth: 3, severity: 0.25 }, ['SECURITY'], []],
  [5062, 1051, 'DetectorDnsMonitor', 'helios.example DNS', { domain: 'app.helios.example', record_types: ['A', 'CNAME'], severity: 0.5 }, ['SECURITY'], [], 'DISABLED'],
  [5063, 1054, 'DetectorGithubMonitor', 'DEX core repo', { repository: 'helios-protocol/dex-core', events: ['force_push', 'member_added'], severity: 0.15 }, ['SECURITY'], [306]],
];

export interface LinkIds {
  next: () => number;
}

function build(
  rows: Row[],
  schemas: DetectorSchema[],
  rng: Rng,
  now: number,
  links: LinkIds,
): Detector[] {
  const byName = new Map(schemas.map((s) => [s.name, s]));
  return rows.map(([id, contractId, kind, name, config, tags, destIds, status]) => {
    const schema = byName.get(kind);
    if (!schema) throw new Error(`seed: unknown detector schema ${kind}`);
    const createdAt = now - rng.int(20, 200) * DAY - rng.int(0, DAY);
    return {
      id,
      createdAt,
      updatedAt: createdAt + rng.int(0, 15) * DAY,
      status: status ?? 'ACTIVE',
      schema: schemaSummary(schema),
      schemaId: schema.id,
      contractId,
      name,
      tags,
      config,
      destinations: destIds.map((tenantDestinationId) => ({
        id: links.next(),
        createdAt,
        updatedAt: createdAt,
        tenantDestinationId,
      })),
      actions: [],
    };
  });
}

export function seedDetectors(
  store: Store,
  tenantId: number,
  schemas: DetectorSchema[],
  rng: Rng,
  now: number,
  links: LinkIds,
): void {
  const rows =
    tenantId === 1 ? [...TENANT_A_ROWS, ...MORE_A_ROWS] : [...TENANT_B_ROWS, ...MORE_B_ROWS];
  for (const d of build(rows, schemas, rng, now, links)) store.tables.detector.insert(tenantId, d);
}

/** First id of the performance seed: far above the store's id sequence (1,000,000+). */
export const SCALE_FIRST_ID = 50_000_001;
const SCALE_TAGS = [['FINANCIAL'], ['SECURITY'], ['COMPLIANCE'], ['FINANCIAL', 'SECURITY']];

/**
 * `count` extra detectors for tenant 1 (performance work). Deterministic without the rng so the
 * rest of the seed is the same with or without them; schema and config objects are shared.
 */
export function seedScaleDetectors(
  store: Store,
  tenantId: number,
  schemas: DetectorSchema[],
  count: number,
  now: number,
): void {
  const table = store.tables.detector;
  const summaries = new Map(schemas.map((s) => [s.name, schemaSummary(s)]));
  for (let i = 0; i < count; i++) {
    // Each extra detector copies a seeded one's contract, schema and config.
    const row = TENANT_A_ROWS[i % TENANT_A_ROWS.length];
    if (!row) break;
    const [, contractId, kind, name, config] = row;
    const schema = summaries.get(kind);
    if (!schema) throw new Error(`seed: unknown detector schema ${kind}`);
    const createdAt = now - (i % 730) * (DAY / 2);
    table.insert(tenantId, {
      id: SCALE_FIRST_ID + i,
      createdAt,
      updatedAt: createdAt,
      status: i % 7 === 6 ? 'DISABLED' : 'ACTIVE',
      schema,
      schemaId: schema.id,
      contractId,
      name: `${name} #${i + 1}`,
      tags: SCALE_TAGS[i % SCALE_TAGS.length] ?? [],
      config,
      destinations: [],
      actions: [],
    });
  }
}
