import type { Trigger, TriggerAlert } from '../../../src/api/trigger/schemas';
import type { Store } from '../store';
import { AAVE_POOL_IMPL, HLS_TOKEN, TREASURY_WALLET, USDC } from './contracts';
import type { LinkIds } from './detectors';
import { MORE_A_TRIGGERS, MORE_B_TRIGGERS } from './triggers-more';
import { DAY, type Rng } from './rng';

type Severity = NonNullable<TriggerAlert['severity']>;
/** [alert id, severity, name, message, destination ids]. */
export type TriggerAlertRow = [number, Severity, string, string, number[]];
type AlertRow = TriggerAlertRow;
/** [id, contractId, type, name, config, alerts, status]. */
export type TriggerRow = [
  number,
  number,
  string,
  string,
  Record<string, unknown>,
  AlertRow[],
  ('ACTIVE' | 'DISABLED')?,
];
type Row = TriggerRow;

const EXPLOITERS = [
  '0x098b716b8aaf21512996dc57eb0615e2383e2f96',
  '0x59abf3837fa962d6853b4cc0a19513aa031fd32b',
  '0xc8a65fadf0e0ddaf421f28feab69bf6e2e589963',
];

/** Configs as the real service documents them (real-service notes, Triggers). */
// prettier-ignore
const TENANT_A_ROWS: Row[] = [
  [7001, 1001, 'ERC20_TRANSFER', 'Large USDC outflow from treasury', {
    token: USDC,
    funcName: 'Transfer',
    params: [
      { name: 'from', operator: '=', value: TREASURY_WALLET },
      { name: 'value', operator: '>', value: '250000000000' },
    ],
  }, [
    [7501, 'HIGH', 'Outflow above 250k USDC', 'Treasury sent {value} USDC to {to}', [301]],
    [7502, 'CRITICAL', 'Outflow above 1M USDC', 'Treasury sent {value} USDC to {to}: confirm with the signers now', [301, 302]],
  ]],
  [7002, 1004, 'BLACKLISTED_CALLERS', 'Known exploiters call the pool', { blacklist: EXPLOITERS }, [
    [7503, 'CRITICAL', 'Blacklisted caller', '{from} called {function} on the pool', [302, 304]],
  ]],
  [7003, 1004, 'EVENT_EMITTED', 'Pool implementation upgraded', {
    funcName: 'Upgraded',
    params: [{ name: 'implementation', operator: '!=', value: AAVE_POOL_IMPL }],
    txParams: [{ name: 'from', operator: '!=', value: '0x64b761d848206f447fe2dd461b0c635ec39ebb27' }],
  }, [[7504, 'HIGH', 'Unexpected upgrade', 'Pool now points at {implementation}', [303]]]],
  [7004, 1008, 'FAILED_TRANSACTIONS', 'Failed marketplace fills', {}, [
    [7505, 'MEDIUM', 'Failed fill', 'Transaction {txHash} reverted: {error}', []],
  ]],
  [7005, 1007, 'EVENT_EMITTED', 'Operator approvals on BAYC', {
    funcName: 'ApprovalForAll',
    params: [{ name: 'approved', operator: '=', value: 'true' }],
    txParams: [],
  }, [[7506, 'LOW', 'New operator approval', '{owner} approved {operator}', []]], 'DISABLED'],
];

// prettier-ignore
const TENANT_B_ROWS: Row[] = [
  [7051, 1051, 'ERC20_TRANSFER', 'Large HLS transfer', {
    token: HLS_TOKEN,
    funcName: 'Transfer',
    params: [{ name: 'value', operator: '>=', value: '1000000000000000000000000' }],
  }, [
    [7551, 'HIGH', 'Transfer above 1M HLS', '{from} sent {value} HLS to {to}', [305]],
    [7552, 'CRITICAL', 'Transfer above 5M HLS', '{from} sent {value} HLS to {to}', [305, 306]],
  ]],
  [7052, 1054, 'BLACKLISTED_CALLERS', 'Blacklisted router callers', { blacklist: EXPLOITERS.slice(0, 2) }, [
    [7553, 'CRITICAL', 'Blacklisted caller', '{from} used the router', [306]],
  ]],
  [7053, 1057, 'EVENT_EMITTED', 'Staking implementation upgraded', {
    funcName: 'Upgraded',
    params: [],
    txParams: [],
  }, [[7554, 'HIGH', 'Staking upgraded', 'Staking proxy now points at {implementation}', [305]]]],
  [7054, 1058, 'FAILED_TRANSACTIONS', 'Failed reward claims', {}, [
    [7555, 'LOW', 'Failed claim', 'Claim {txHash} reverted', []],
  ]],
];

export function seedTriggers(
  store: Store,
  tenantId: number,
  rng: Rng,
  now: number,
  links: LinkIds,
): void {
  const rows =
    tenantId === 1
      ? [...TENANT_A_ROWS, ...MORE_A_TRIGGERS]
      : [...TENANT_B_ROWS, ...MORE_B_TRIGGERS];
  for (const [id, contractId, type, name, config, alerts, status] of rows) {
    const createdAt = now - rng.int(10, 150) * DAY - rng.int(0, DAY);
    const trigger: Trigger = {
      id,
      createdAt,
      updatedAt: createdAt + rng.int(0, 9) * DAY,
      status: status ?? 'ACTIVE',
      contractId,
      type,
      name,
      config,
      alerts: alerts.map(([alertId, severity, alertName, message, destIds]) => ({
        id: alertId,
        createdAt,
        updatedAt: createdAt,
        status: 'ACTIVE',
        severity,
        name: alertName,
        message,
        destinations: destIds.map((tenantDestinationId) => ({
          id: links.next(),
          createdAt,
          updatedAt: createdAt,
          tenantDestinationId,
        })),
        actions: [],
      })),
    };
    store.tables.trigger.insert(tenantId, trigger);
  }
}
