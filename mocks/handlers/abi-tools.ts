import type { AbiJson } from '../../src/api/contract/schemas';
import { callableAbi } from '../../src/api/rules/callable-abi';
import { isFunctionAddress } from './networks';

/** Reading ABI JSON defensively: stored ABIs may come from users and are only "objects". */
type AbiItem = AbiJson[number];

export interface AbiInput {
  name: string;
  type: string;
  components?: AbiInput[];
}

export interface AbiEntry {
  item: AbiItem;
  kind: string;
  name: string;
  inputs: AbiInput[];
  stateMutability: string;
  /** Canonical `name(type,…)`, tuples expanded: the form of `funcSignature`. */
  signature: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readInputs(v: unknown): AbiInput[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isObject).map((p) => ({
    name: typeof p.name === 'string' ? p.name : '',
    type: typeof p.type === 'string' ? p.type : '',
    ...(Array.isArray(p.components) ? { components: readInputs(p.components) } : {}),
  }));
}

/** `tuple[]` with components (address,uint256) → `(address,uint256)[]`. */
export function canonicalType(p: AbiInput): string {
  if (p.type.startsWith('tuple')) {
    return `(${(p.components ?? []).map(canonicalType).join(',')})${p.type.slice('tuple'.length)}`;
  }
  return p.type;
}

export function entries(abi: AbiJson | null | undefined, kind: string): AbiEntry[] {
  if (!abi) return [];
  const out: AbiEntry[] = [];
  for (const item of abi) {
    if (item.type !== kind || typeof item.name !== 'string') continue;
    const inputs = readInputs(item.inputs);
    out.push({
      item,
      kind,
      name: item.name,
      inputs,
      stateMutability:
        typeof item.stateMutability === 'string' ? item.stateMutability : 'nonpayable',
      signature: `${item.name}(${inputs.map(canonicalType).join(',')})`,
    });
  }
  return out;
}

/** A proxy is called with its implementation's functions (the shared rule). */
export { callableAbi };

/** Whitespace removed and the `uint`/`int` aliases spelled out, as Solidity canonicalises. */
export function normalizeSignature(sig: string): string {
  return sig.replace(/\s+/g, '').replace(/\b(u?int)(?=[,)[\]]|$)/g, '$1256');
}

export const isReadOnly = (e: AbiEntry) =>
  e.stateMutability === 'view' || e.stateMutability === 'pure';

const ITEM_TYPES = new Set(['function', 'event', 'error', 'constructor', 'fallback', 'receive']);
const MUTABILITIES = new Set(['pure', 'view', 'nonpayable', 'payable']);
const SOLIDITY_TYPE =
  /^(address|bool|string|bytes([1-9]|[12]\d|3[012])?|u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?|tuple|function)(\[\d*\])*$/;

function paramErrors(list: unknown, where: string, out: string[]): void {
  if (list === undefined) return;
  if (!Array.isArray(list)) {
    out.push(`${where}: must be an array`);
    return;
  }
  list.forEach((p, j) => {
    if (!isObject(p)) return void out.push(`${where}[${j}]: must be an object`);
    if (typeof p.type !== 'string' || !SOLIDITY_TYPE.test(p.type)) {
      out.push(`${where}[${j}].type: '${String(p.type)}' is not a Solidity type`);
    } else if (p.type.startsWith('tuple'))
      paramErrors(p.components ?? [], `${where}[${j}].components`, out);
  });
}

/** One error per malformed ABI item, each naming its path (`abi[3].type: …`). */
export function abiErrors(abi: AbiJson, field = 'abi'): string[] {
  const out: string[] = [];
  abi.forEach((item, i) => {
    const at = `${field}[${i}]`;
    if (typeof item.type !== 'string' || !ITEM_TYPES.has(item.type)) {
      out.push(`${at}.type: must be one of ${[...ITEM_TYPES].join(', ')}`);
      return;
    }
    if (
      ['function', 'event', 'error'].includes(item.type) &&
      (typeof item.name !== 'string' || !item.name)
    ) {
      out.push(`${at}.name: a ${item.type} needs a name`);
    }
    const mut = item.stateMutability;
    if (mut !== undefined && (typeof mut !== 'string' || !MUTABILITIES.has(mut))) {
      out.push(`${at}.stateMutability: must be one of ${[...MUTABILITIES].join(', ')}`);
    }
    paramErrors(item.inputs, `${at}.inputs`, out);
    if (item.type === 'function') paramErrors(item.outputs, `${at}.outputs`, out);
  });
  return out;
}

/** Why a string is not a value of a Solidity type, or undefined when it is. */
export function valueProblem(type: string, value: string): string | undefined {
  if (type.endsWith(']') || type.startsWith('tuple') || type.startsWith('(')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (
        type.endsWith(']') ? Array.isArray(parsed) : typeof parsed === 'object' && parsed !== null
      )
        return undefined;
    } catch {
      // falls through to the message
    }
    return `must be JSON (${type.endsWith(']') ? 'an array' : 'an object or array'}) for ${type}`;
  }
  if (type === 'address')
    return isFunctionAddress(value) ? undefined : `'${value}' is not an address`;
  if (type === 'bool')
    return value === 'true' || value === 'false' ? undefined : 'must be true or false';
  if (type === 'string') return undefined;
  const int = /^(u?)int(\d*)$/.exec(type);
  if (int) {
    const unsigned = int[1] === 'u';
    if (!(unsigned ? /^\d+$/ : /^-?\d+$/).test(value))
      return `must be ${unsigned ? 'an unsigned' : 'a whole'} number for ${type}`;
    const bits = BigInt(int[2] || '256');
    const n = BigInt(value);
    const max = unsigned ? (1n << bits) - 1n : (1n << (bits - 1n)) - 1n;
    const min = unsigned ? 0n : -(1n << (bits - 1n));
    return n > max || n < min ? `is out of range for ${type}` : undefined;
  }
  const bytes = /^bytes(\d*)$/.exec(type);
  if (bytes) {
    const size = bytes[1] ? Number(bytes[1]) : undefined;
    const ok = size
      ? new RegExp(`^0x[0-9a-fA-F]{${size * 2}}$`).test(value)
      : /^0x([0-9a-fA-F]{2})*$/.test(value);
    return ok ? undefined : `must be 0x-prefixed hex${size ? ` of ${size} bytes` : ''} for ${type}`;
  }
  return undefined;
}
