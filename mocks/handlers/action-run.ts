import type { z } from 'zod/mini';
import type { Action, RunActionResult, RunActionSchema } from '../../src/api/action/schemas';
import { db } from '../db/store';
import { entries, valueProblem, type AbiEntry } from './abi-tools';
import { Problems } from './chain-shared';
import { marketGasWei } from './networks';

/** Manual run of an action (`POST /action/{id}/run`): checks, then a simulated submission. */

export const inputName = (f: AbiEntry, i: number) => f.inputs[i]?.name || `arg${i}`;

/** Names must be the function's inputs, each once, values of the input's type. */
export function checkParams(
  fn: AbiEntry,
  params: { name: string; value: string }[],
  path: string,
  p: Problems,
): void {
  const names = fn.inputs.map((_, i) => inputName(fn, i));
  const seen = new Set<string>();
  params.forEach((param, i) => {
    const idx = names.indexOf(param.name);
    if (idx < 0) {
      p.add(
        `${path}[${i}].name`,
        `'${param.name}' is not a parameter of ${fn.signature} (expected ${names.join(', ') || 'no parameters'})`,
      );
      return;
    }
    if (seen.has(param.name)) return p.add(`${path}[${i}].name`, `'${param.name}' is given twice`);
    seen.add(param.name);
    const input = fn.inputs[idx];
    const bad = input && valueProblem(input.type, param.value);
    if (bad) p.add(`${path}[${i}].value`, bad);
  });
}

/**
 * Gas strings (real-service notes): `market`, wei, `1.5 gwei`, or a percentage of the market
 * price. Decision: a signed percentage is a change (`+10%` → 110% of market, `-5%` → 95%),
 * an unsigned one a share (`100%` → the market price).
 */
export function resolveGas(spec: string, market: bigint): bigint {
  const s = spec.trim();
  if (s === 'market') return market;
  const gwei = /^(\d+(?:\.\d+)?) gwei$/.exec(s);
  if (gwei?.[1]) return BigInt(Math.round(Number(gwei[1]) * 1e9));
  const pct = /^([+-]?)(-?)(\d+(?:\.\d+)?)%$/.exec(s);
  if (pct) {
    const sign = pct[1] === '-' || pct[2] === '-' ? -1 : 1;
    const value = Number(pct[3]);
    const share = pct[1] || pct[2] ? 100 + sign * value : value;
    return (market * BigInt(Math.round(Math.max(share, 0) * 100))) / 10000n;
  }
  return /^\d+$/.test(s) ? BigInt(s) : BigInt(Math.round(Number(s)));
}

/** FNV-1a over the text, eight times with different salts: a stable 32-byte hex hash. */
function hash64(text: string): string {
  let out = '0x';
  for (let salt = 0; salt < 8; salt++) {
    let h = 0x811c9dc5 ^ Math.imul(salt + 1, 0x9e3779b1);
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    out += (h >>> 0).toString(16).padStart(8, '0');
  }
  return out;
}

const runsOf = (a: Action): number => (typeof a.runCount === 'number' ? a.runCount : 0);

export function runAction(
  tenantId: number,
  action: Action,
  body: z.output<typeof RunActionSchema>,
): RunActionResult {
  const p = new Problems();
  if (action.status && action.status !== 'ACTIVE')
    p.add('status', `action ${action.id} is ${action.status.toLowerCase()}`);
  const wallet = db.tables.contract.get(tenantId, action.walletId);
  if (!wallet) p.add('walletId', `wallet ${action.walletId} no longer exists`);
  const contract = db.tables.contract.get(tenantId, action.contractId);
  if (!contract) p.add('contractId', `contract ${action.contractId} no longer exists`);
  const fn = action.funcAbi ? entries([action.funcAbi], 'function')[0] : undefined;
  if (fn && body.params) checkParams(fn, body.params, 'params', p);
  // A manual run has no event to feed scriptParams: every input needs a value.
  const values = new Map((action.params ?? []).map((x) => [x.name, x.value]));
  for (const x of body.params ?? []) values.set(x.name, x.value);
  const missing = fn ? fn.inputs.map((_, i) => inputName(fn, i)).filter((n) => !values.has(n)) : [];
  if (missing.length > 0) p.add('params', `no value for ${missing.join(', ')}`);
  p.throwIfAny();
  if (!wallet || !contract) throw new Error('unreachable: wallet and contract checked above');

  const market = marketGasWei(contract.chainUid);
  const gasPrice = resolveGas(body.gasPrice ?? action.gasPrice ?? 'market', market);
  const tipSpec = body.gasTip ?? action.gasTip ?? '';
  const gasTip = tipSpec ? resolveGas(tipSpec, market) : 0n;
  const runCount = runsOf(action) + 1;
  db.tables.action.replace(tenantId, { ...action, runCount, lastRunAt: Date.now() });
  const nonce = db.tables.action
    .list(tenantId)
    .filter((a) => a.walletId === action.walletId)
    .reduce((n, a) => n + runsOf(a), (action.walletId * 7) % 300);
  const txHash = hash64(`${tenantId}:${action.id}:${runCount}`);
  db.tables.execution.insert(tenantId, {
    id: db.nextId(),
    actionId: action.id,
    trigger: 'manual',
    alertId: null,
    severity: body.severityLevel,
    params: [...values].map(([name, value]) => ({ name, value })),
    gas: {
      price: gasPrice.toString(),
      limit: String(body.gasLimit ?? action.gasLimit ?? 10000000),
      tip: gasTip.toString(),
    },
    txHash,
    nonce,
    result: 'SUBMITTED',
    timestamp: Date.now(),
  });
  return [
    { key: 'txHash', value: txHash },
    { key: 'status', value: 'SUBMITTED' },
    { key: 'network', value: contract.chainUid },
    { key: 'from', value: wallet.address },
    { key: 'to', value: contract.address },
    { key: 'function', value: action.funcSignature },
    { key: 'gasPrice', value: gasPrice.toString() },
    { key: 'gasLimit', value: String(body.gasLimit ?? action.gasLimit ?? 10000000) },
    { key: 'gasTip', value: gasTip.toString() },
    { key: 'nonce', value: String(nonce) },
    { key: 'severityLevel', value: body.severityLevel },
  ];
}
