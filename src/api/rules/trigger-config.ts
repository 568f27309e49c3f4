import type { AbiJson, Contract } from '../contract/schemas';
import { addressProblem } from './address';
import { callableAbi } from './callable-abi';

export { callableAbi };

/**
 * Per-type trigger config rules (real-service notes, Triggers; docs/spec-gaps.md row 58), shared
 * by the mock's 400s and the console's trigger form so both refuse the same bodies.
 */

/** `==` is the vendor's spelling in its examples, `=` the console's: both mean equality. */
export const TRIGGER_OPERATORS = ['=', '==', '!=', '>', '>=', '<', '<='] as const;
export type TriggerOperator = (typeof TRIGGER_OPERATORS)[number];
/** Transaction fields an EVENT_EMITTED trigger can compare (`txParams`), with their types. */
export const TX_FIELDS = {
  from: 'address',
  to: 'address',
  value: 'uint256',
  gasPrice: 'uint256',
  gasUsed: 'uint256',
  nonce: 'uint256',
  input: 'bytes',
} as const;
export type TxField = keyof typeof TX_FIELDS;

export interface ConfigProblem {
  /** The body path: `config.params[0].value`. */
  path: string;
  message: string;
}

/** An event or function of an ABI, read defensively (stored ABIs come from users). */
export interface AbiMember {
  name: string;
  inputs: { name: string; type: string }[];
}

export type TriggerContract = Pick<
  Contract,
  'id' | 'chainUid' | 'abi' | 'implAbi' | 'implementation'
>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The events (or functions) of an ABI with their input names and types. */
export function abiMembers(abi: AbiJson, kind: 'event' | 'function'): AbiMember[] {
  return abi
    .filter((item) => item.type === kind && typeof item.name === 'string' && item.name !== '')
    .map((item) => ({
      name: String(item.name),
      inputs: (Array.isArray(item.inputs) ? item.inputs : []).filter(isObject).map((p) => ({
        name: typeof p.name === 'string' ? p.name : '',
        type: typeof p.type === 'string' ? p.type : '',
      })),
    }));
}

/** ERC-20's `Transfer(address indexed from, address indexed to, uint256 value)`. */
const ERC20_TRANSFER_EVENT = { name: 'Transfer', inputs: ['from', 'to', 'value'] } as const;

/** The config key holding a caller list type's addresses. */
export const callerListKey = (type: string) =>
  type === 'BLACKLISTED_CALLERS' ? 'blacklist' : 'whitelist';

function checkConditions(
  list: unknown,
  names: readonly string[] | undefined,
  path: string,
  out: ConfigProblem[],
): void {
  const add = (p: string, message: string): void => void out.push({ path: p, message });
  // The vendor's examples send `txParams: null` for "no condition".
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) return add(path, 'must be an array of {name, operator, value}');
  list.forEach((c: unknown, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(c)) return add(at, 'must be an object {name, operator, value}');
    if (typeof c.name !== 'string' || !c.name) add(`${at}.name`, 'is required');
    else if (names && !names.includes(c.name))
      add(`${at}.name`, `'${c.name}' is not one of ${names.join(', ') || '(no fields)'}`);
    if (typeof c.operator !== 'string' || !TRIGGER_OPERATORS.some((o) => o === c.operator))
      add(`${at}.operator`, `must be one of ${TRIGGER_OPERATORS.join(' ')}`);
    // A number is its text, as the JVM service's JSON reader takes it (`"value": 1000`).
    const ok = typeof c.value === 'number' ? Number.isFinite(c.value) : typeof c.value === 'string';
    if (!ok || c.value === '') add(`${at}.value`, 'must be a non-empty string');
  });
}

/** The event (or function) named by `funcName` in the contract's ABI; answers its input names. */
function checkMember(
  contract: TriggerContract,
  config: Record<string, unknown>,
  kind: 'event' | 'function',
  out: ConfigProblem[],
): string[] | undefined {
  if (typeof config.funcName !== 'string' || !config.funcName) {
    out.push({
      path: 'config.funcName',
      message: `is required (a${kind === 'event' ? 'n event' : ' function'} name)`,
    });
    return undefined;
  }
  const found = abiMembers(callableAbi(contract), kind);
  if (found.length === 0) {
    out.push({
      path: 'contractId',
      message: `contract ${contract.id} has no ABI to read ${kind}s from`,
    });
    return undefined;
  }
  const member = found.find((e) => e.name === config.funcName);
  if (!member) {
    const names = [...new Set(found.map((e) => e.name))].join(', ');
    out.push({
      path: 'config.funcName',
      message: `no ${kind} ${config.funcName} in the ABI of contract ${contract.id} (has ${names})`,
    });
    return undefined;
  }
  return member.inputs.map((i) => i.name);
}

/** Why a trigger's config does not fit its type and contract; empty when it does. */
export function triggerConfigProblems(
  type: string,
  config: Record<string, unknown>,
  contract: TriggerContract,
): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const add = (path: string, message: string) => out.push({ path, message });
  if (type === 'FAILED_TRANSACTIONS') {
    if (Object.keys(config).length > 0) add('config', 'FAILED_TRANSACTIONS takes no config');
    return out;
  }
  if (type === 'BLACKLISTED_CALLERS' || type === 'WHITELISTED_CALLERS') {
    const key = callerListKey(type);
    const list = config[key];
    if (!Array.isArray(list) || list.length === 0) {
      add(`config.${key}`, 'is required: a list of addresses');
      return out;
    }
    list.forEach((a: unknown, i) => {
      const bad =
        typeof a === 'string' ? addressProblem(contract.chainUid, a) : 'must be an address';
      if (bad) add(`config.${key}[${i}]`, bad);
    });
    return out;
  }
  if (type === 'FUNCTION_CALL') {
    const names = checkMember(contract, config, 'function', out);
    checkConditions(config.params, names, 'config.params', out);
    return out;
  }
  if (type === 'ERC20_TRANSFER') {
    if (typeof config.token !== 'string') add('config.token', 'is required (the token address)');
    else {
      const bad = addressProblem(contract.chainUid, config.token);
      if (bad) add('config.token', bad);
    }
    // The token's standard Transfer event, whatever the watched contract is (a wallet, a pool):
    // not the watched contract's ABI (spec-gaps #105).
    if (config.funcName !== ERC20_TRANSFER_EVENT.name)
      add('config.funcName', `must be ${ERC20_TRANSFER_EVENT.name} (the token's ERC-20 event)`);
    checkConditions(config.params, ERC20_TRANSFER_EVENT.inputs, 'config.params', out);
    return out;
  }
  const names = checkMember(contract, config, 'event', out);
  checkConditions(config.params, names, 'config.params', out);
  if (type === 'EVENT_EMITTED')
    checkConditions(config.txParams, Object.keys(TX_FIELDS), 'config.txParams', out);
  return out;
}
