import type { Action } from '../../../src/api/action/schemas';
import type { Store } from '../store';
import { callableAbi, entries } from '../../handlers/abi-tools';
import { TREASURY_WALLET, USDC } from './contracts';
import type { LinkIds } from './detectors';
import { DAY, type Rng } from './rng';

type Script = [id: number, filter: string | null, params: Record<string, string> | null];
interface Row {
  id: number;
  name: string;
  description: string;
  contractId: number;
  walletId: number;
  funcSignature: string;
  params: [string, string][];
  gas: [price: string, limit: number, tip: string];
  detectors?: Script[];
  triggerAlerts?: Script[];
  destinations?: number[];
  status?: 'ACTIVE' | 'DISABLED';
}

const MAX_UINT = (2n ** 256n - 1n).toString();
const COLD_STORAGE = '0x7ABD13c25547ccffD766506D17Bf37dE7f2022bB';
// prettier-ignore
const staleOrder = JSON.stringify([
  ['0x8fc5fe8ffce6d465377b57d5bdbd112b46044928', '0x0000000000000000000000000000000000000000', '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', '8817', '42000000000000000000', '0x0000000000000000000000000000000000000000', '1767225600', '1'],
]);

/** Every action calls a state-changing function of its contract (the implementation for a proxy). */
// prettier-ignore
const ROWS: Record<number, Row[]> = {
  1: [
    {
      id: 9001, name: 'Emergency withdraw from Aave pool', description: 'Pulls the treasury USDC out of the pool when its TVL drops sharply.',
      contractId: 1004, walletId: 1016, funcSignature: 'withdraw(address,uint256,address)',
      params: [['asset', USDC], ['amount', MAX_UINT], ['to', TREASURY_WALLET]], gas: ['+20%', 600000, '2 gwei'],
      detectors: [[5004, 'e.severity >= 0.5', null]], triggerAlerts: [[7504, null, null]], destinations: [301, 304],
    },
    {
      id: 9002, name: 'Blacklist exploiter on USDC', description: 'Freezes the address behind a flagged transfer.',
      contractId: 1001, walletId: 1016, funcSignature: 'blacklist(address)',
      params: [['_account', '0x098b716b8aaf21512996dc57eb0615e2383e2f96']], gas: ['market', 100000, ''],
      detectors: [[5008, 'e.severity >= 0.5', { _account: 'e.getFrom()' }]],
      triggerAlerts: [[7503, 'e.severity >= 0.75 && e.getFrom() != null', { _account: 'e.getFrom()' }]], destinations: [302],
    },
    {
      id: 9003, name: 'Move treasury USDC to cold storage', description: 'Sweeps 500k USDC to the cold wallet after a large outflow.',
      contractId: 1001, walletId: 1019, funcSignature: 'transfer(address,uint256)',
      params: [['to', COLD_STORAGE], ['value', '500000000000']], gas: ['1.5 gwei', 80000, '0.1 gwei'],
      triggerAlerts: [[7502, 'e.severity >= 0.5', { value: "e.getMeta().get('value')" }]], destinations: [301],
    },
    {
      id: 9004, name: 'Cancel stale marketplace orders', description: 'Cancels the listed orders of the operator (retired).',
      contractId: 1008, walletId: 1018, funcSignature: 'cancelOrders((address,address,address,uint256,uint256,address,uint64,uint256)[])',
      params: [['orders', staleOrder]], gas: ['+15%', 400000, '+5%'], status: 'DISABLED',
    },
    {
      id: 9005, name: 'Pause lending pool fork', description: 'Pauses the Arbitrum pool when its bytecode changes.',
      contractId: 1005, walletId: 1017, funcSignature: 'setPoolPause(bool)',
      params: [['paused', 'true']], gas: ['250000000', 200000, ''],
      detectors: [[5015, 'e.severity >= 0.75', null]], destinations: [303],
    },
  ],
  2: [
    {
      id: 9051, name: 'Pause HLS transfers', description: 'Stops all HLS transfers during an incident.',
      contractId: 1051, walletId: 1066, funcSignature: 'pause()', params: [], gas: ['+10%', 120000, ''],
      detectors: [[5051, 'e.severity >= 0.5', null]], triggerAlerts: [[7552, null, null]], destinations: [305, 306],
    },
    {
      id: 9052, name: 'Pull DEX liquidity', description: 'Withdraws the protocol-owned HLS/WETH liquidity.',
      contractId: 1054, walletId: 1065, funcSignature: 'removeLiquidity(address,address,uint256,uint256,uint256,address,uint256)',
      params: [
        ['tokenA', '0x3cD0812B06f7EC7A928143dF6ed186C860FC9c42'], ['tokenB', '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619'],
        ['liquidity', '250000000000000000000000'], ['amountAMin', '0'], ['amountBMin', '0'],
        ['to', '0xcf7c14225ae340c8a82382668f47fb267c1c68b4'], ['deadline', '4102444800'],
      ],
      gas: ['60 gwei', 350000, '30 gwei'],
      triggerAlerts: [[7553, 'e.severity >= 0.75', { liquidity: "e.getMeta().get('lpBalance')" }]],
    },
    {
      id: 9053, name: 'Unwrap WBNB for keeper gas', description: 'Tops up the keeper with native BNB when it runs low.',
      contractId: 1056, walletId: 1067, funcSignature: 'withdraw(uint256)',
      params: [['wad', '2000000000000000000']], gas: ['market', 60000, '1 gwei'],
      detectors: [[5057, 'e.severity >= 0.5', { wad: "e.getMeta().get('deficit')" }]], destinations: [306],
    },
  ],
};

/** Seeds the actions and writes their back-references into detectors and trigger alerts. */
export function seedActions(
  store: Store,
  tenantId: number,
  rng: Rng,
  now: number,
  links: LinkIds,
): void {
  const t = store.tables;
  for (const row of ROWS[tenantId] ?? []) {
    const contract = t.contract.get(tenantId, row.contractId);
    const fn =
      contract &&
      entries(callableAbi(contract), 'function').find((e) => e.signature === row.funcSignature);
    if (!fn)
      throw new Error(`seed: action ${row.id} calls an unknown function ${row.funcSignature}`);
    const createdAt = now - rng.int(5, 90) * DAY - rng.int(0, DAY);
    const stamp = { createdAt, updatedAt: createdAt };
    const [gasPrice, gasLimit, gasTip] = row.gas;
    const action: Action = {
      id: row.id,
      ...stamp,
      status: row.status ?? 'ACTIVE',
      walletId: row.walletId,
      contractId: row.contractId,
      name: row.name,
      description: row.description,
      funcSignature: row.funcSignature,
      funcAbi: fn.item,
      params: row.params.map(([name, value]) => ({ name, value })),
      gasPrice,
      gasLimit,
      gasTip,
      destinations: (row.destinations ?? []).map((tenantDestinationId) => ({
        id: links.next(),
        ...stamp,
        status: 'ACTIVE',
        tenantDestinationId,
      })),
      detectors: (row.detectors ?? []).map(([detectorId, scriptFilter, scriptParams]) => ({
        id: links.next(),
        ...stamp,
        status: 'ACTIVE',
        detectorId,
        scriptFilter,
        scriptParams,
      })),
      triggerAlerts: (row.triggerAlerts ?? []).map(
        ([triggerAlertId, scriptFilter, scriptParams]) => ({
          id: links.next(),
          ...stamp,
          status: 'ACTIVE',
          triggerAlertId,
          scriptFilter,
          scriptParams,
        }),
      ),
    };
    t.action.insert(tenantId, action);

    for (const b of action.detectors ?? []) {
      const d = t.detector.get(tenantId, b.detectorId);
      if (!d) throw new Error(`seed: action ${row.id} binds unknown detector ${b.detectorId}`);
      d.actions = [
        ...(d.actions ?? []),
        {
          id: b.id,
          ...stamp,
          scriptFilter: b.scriptFilter,
          scriptParams: b.scriptParams,
          actionId: row.id,
        },
      ];
    }
    for (const b of action.triggerAlerts ?? []) {
      const alert = t.trigger
        .list(tenantId)
        .flatMap((tr) => tr.alerts ?? [])
        .find((a) => a.id === b.triggerAlertId);
      if (!alert)
        throw new Error(`seed: action ${row.id} binds unknown trigger alert ${b.triggerAlertId}`);
      alert.actions = [
        ...(alert.actions ?? []),
        {
          id: b.id,
          ...stamp,
          scriptFilter: b.scriptFilter,
          scriptParams: b.scriptParams,
          actionId: row.id,
        },
      ];
    }
  }
}
