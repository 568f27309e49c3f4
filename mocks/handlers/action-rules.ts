// An action's rules, checked on create and update (interface § Actions): its function in the
// contract's ABI, its wallet, its bindings' scripts.
import type { Contract } from '../../src/api/contract/schemas';
import { db } from '../db/store';
import { callableAbi, entries, isReadOnly, type AbiEntry } from './abi-tools';
import { inputName } from './action-run';
import { scriptProblem } from '../../src/api/rules/script-check';
import type { Problems } from './chain-shared';

/** The function a signature names in the contract's ABI (implementation ABI first for a proxy). */
export function resolveFunction(
  contract: Contract,
  signature: string,
  p: Problems,
): AbiEntry | undefined {
  const fns = entries(callableAbi(contract), 'function');
  if (fns.length === 0) {
    p.add(
      'contractId',
      `contract ${contract.id} has no ABI: add or fetch one before creating actions`,
    );
    return undefined;
  }
  const fn = fns.find((f) => f.signature === signature);
  if (!fn) {
    const name = signature.split('(')[0] ?? '';
    const same = fns.filter((f) => f.name === name && !isReadOnly(f)).map((f) => f.signature);
    const hint = same.length ? `; did you mean ${same.join(' or ')}?` : '';
    p.add('funcSignature', `no function ${signature} in the ABI of contract ${contract.id}${hint}`);
    return undefined;
  }
  if (isReadOnly(fn)) {
    p.add(
      'funcSignature',
      `${signature} is a ${fn.stateMutability} function; an action must change state`,
    );
    return undefined;
  }
  return fn;
}

export function checkScripts(
  fn: AbiEntry | undefined,
  b: {
    scriptFilter?: string | null | undefined;
    scriptParams?: Record<string, string> | null | undefined;
  },
  at: string,
  p: Problems,
) {
  const bad = b.scriptFilter ? scriptProblem(b.scriptFilter) : undefined;
  if (bad) p.add(`${at}.scriptFilter`, bad);
  for (const [key, script] of Object.entries(b.scriptParams ?? {})) {
    if (fn && !fn.inputs.some((_, i) => inputName(fn, i) === key))
      p.add(`${at}.scriptParams.${key}`, `not a parameter of ${fn.signature}`);
    const badScript = scriptProblem(script);
    if (badScript) p.add(`${at}.scriptParams.${key}`, badScript);
  }
}

export function checkWallet(
  tenantId: number,
  walletId: number,
  contract: Contract | undefined,
  p: Problems,
) {
  const wallet = db.tables.contract.get(tenantId, walletId);
  if (!wallet) return p.add('walletId', `wallet ${walletId} does not exist`);
  if (wallet.addressType !== 'WALLET')
    return p.add('walletId', `${walletId} is a ${wallet.addressType ?? 'CONTRACT'}, not a WALLET`);
  if (wallet.status === 'DISABLED') p.add('walletId', `wallet ${walletId} is disabled`);
  if (contract && wallet.chainUid !== contract.chainUid) {
    p.add(
      'walletId',
      `wallet ${walletId} is on ${wallet.chainUid} but contract ${contract.id} is on ${contract.chainUid}`,
    );
  }
}
