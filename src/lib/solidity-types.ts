import { Address } from 'ox';
import { capitalise } from './words';

/**
 * Validation of function-call values typed by hand, one Solidity type at a time. Scalars are
 * plain text; arrays and tuples are JSON, and an error names where in the JSON it is
 * (`[1].amount: …`). Messages say what is expected, so nobody needs the ABI spec open.
 */
export interface SolidityParam {
  type: string;
  name?: string | undefined;
  components?: readonly SolidityParam[] | undefined;
}

const INT = /^(u?)int(\d*)$/;
const BYTES = /^bytes(\d*)$/;
const ARRAY = /^(.*)\[(\d*)\]$/;
const DECIMAL = /^-?\d+$/;
const HEX_INT = /^-?0x[0-9a-fA-F]+$/;

/** `uint8` → bounds; undefined when the type is not an integer type. */
export function intRange(type: string): { min: bigint; max: bigint } | undefined {
  const m = INT.exec(type);
  if (!m) return undefined;
  const bits = m[2] ? Number(m[2]) : 256;
  if (bits < 8 || bits > 256 || bits % 8 !== 0) return undefined;
  const b = BigInt(bits);
  return m[1] === 'u'
    ? { min: 0n, max: (1n << b) - 1n }
    : { min: -(1n << (b - 1n)), max: (1n << (b - 1n)) - 1n };
}

/** Decimal or 0x hex text as a bigint (hex may carry a leading minus for intN). */
export function parseInteger(text: string): bigint | undefined {
  const t = text.trim();
  if (DECIMAL.test(t)) return BigInt(t);
  if (HEX_INT.test(t)) return t.startsWith('-') ? -BigInt(t.slice(1)) : BigInt(t);
  return undefined;
}

function checkAddress(text: string): string | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return 'must be 0x followed by 40 hex digits';
  const body = text.slice(2);
  // All lowercase or all uppercase carries no checksum; mixed case must be the EIP-55 one.
  if (body === body.toLowerCase() || body === body.toUpperCase()) return undefined;
  const expected = Address.checksum(text);
  return expected === text ? undefined : `wrong checksum: did you mean ${expected}?`;
}

/** A bound as people read it: `255`, `4,294,967,295`, `2^256 − 1` (not 78 digits). */
function bound(n: bigint): string {
  const abs = n < 0n ? -n : n;
  const sign = n < 0n ? '−' : '';
  if (abs <= 2n ** 64n) return `${sign}${abs.toLocaleString('en-US')}`;
  // Beyond 64 bits an intN bound is 2^k or 2^k − 1.
  const pow = abs.toString(2).length - 1;
  return abs === 1n << BigInt(pow) ? `${sign}2^${pow}` : `${sign}2^${pow + 1} − 1`;
}

function checkInteger(type: string, text: string): string | undefined {
  const range = intRange(type);
  if (!range) return undefined;
  const n = parseInteger(text);
  if (n === undefined) return `must be a whole number (decimal or 0x hex) for ${type}`;
  if (n < range.min || n > range.max)
    return `out of range for ${type}: ${bound(range.min)} to ${bound(range.max)}`;
  return undefined;
}

function checkBytes(size: string, text: string): string | undefined {
  if (!/^0x[0-9a-fA-F]*$/.test(text)) return 'must be 0x-prefixed hex';
  const digits = text.length - 2;
  if (!size) return digits % 2 === 0 ? undefined : 'must have an even number of hex digits';
  const n = Number(size);
  if (n < 1 || n > 32) return undefined;
  return digits === n * 2
    ? undefined
    : `needs exactly ${n} bytes (${n * 2} hex digits) for bytes${n}, got ${digits}`;
}

/** A scalar given as text (or as a JSON number/boolean inside an array or tuple). */
function checkScalar(type: string, value: unknown): string | undefined {
  if (type === 'bool') {
    if (value === true || value === false || value === 'true' || value === 'false') return;
    return 'must be true or false';
  }
  if (typeof value === 'number' && INT.test(type)) {
    if (!Number.isSafeInteger(value)) return 'large numbers must be written as strings';
    return checkInteger(type, String(value));
  }
  if (typeof value !== 'string') return `must be a string for ${type}`;
  if (type === 'address') return checkAddress(value);
  if (type === 'string') return undefined;
  if (INT.test(type)) return checkInteger(type, value);
  const bytes = BYTES.exec(type);
  if (bytes) return checkBytes(bytes[1] ?? '', value);
  return undefined;
}

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** Checks a parsed JSON value against a parameter; returns `path: message` or undefined. */
function checkJsonValue(param: SolidityParam, value: unknown, path = ''): string | undefined {
  // A sentence of its own at the top; `[0].expiry: out of range…` below it.
  const at = (msg: string) => (path ? `${path}: ${msg}` : capitalise(msg));
  const arr = ARRAY.exec(param.type);
  if (arr) {
    const inner = { ...param, type: arr[1] ?? '' };
    if (!Array.isArray(value)) return at(`must be a JSON array for ${param.type}`);
    if (arr[2] && value.length !== Number(arr[2]))
      return at(`needs exactly ${arr[2]} items, got ${value.length}`);
    for (let i = 0; i < value.length; i++) {
      const bad = checkJsonValue(inner, value[i], join(path, i));
      if (bad) return bad;
    }
    return undefined;
  }
  if (param.type === 'tuple') {
    const comps = param.components ?? [];
    if (Array.isArray(value)) {
      if (value.length !== comps.length)
        return at(`needs ${comps.length} fields, got ${value.length}`);
      for (let i = 0; i < comps.length; i++) {
        const c = comps[i];
        const bad = c && checkJsonValue(c, value[i], join(path, c.name || i));
        if (bad) return bad;
      }
      return undefined;
    }
    if (typeof value !== 'object' || value === null)
      return at('must be a JSON object (or array) of the tuple fields');
    const record = new Map(Object.entries(value));
    for (let i = 0; i < comps.length; i++) {
      const c = comps[i];
      if (!c) continue;
      const key = c.name || String(i);
      if (!record.has(key)) return at(`missing field ${key}`);
      const bad = checkJsonValue(c, record.get(key), join(path, key));
      if (bad) return bad;
    }
    const extra = [...record.keys()].find(
      (k) => !comps.some((c, i) => (c.name || String(i)) === k),
    );
    return extra ? at(`unknown field ${extra}`) : undefined;
  }
  const bad = checkScalar(param.type, value);
  return bad ? at(bad) : undefined;
}

export const isJsonType = (type: string) => type.endsWith(']') || type.startsWith('tuple');

/** Why `text` is not a value of the parameter's type (a sentence), or undefined when it is. */
export function checkSolidityValue(param: SolidityParam, text: string): string | undefined {
  if (text.length === 0) return 'Value must have at least 1 character';
  if (!isJsonType(param.type)) return checkJsonValue(param, text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return `Not valid JSON: ${e instanceof Error ? e.message : String(e)}`;
  }
  return checkJsonValue(param, parsed);
}

/** Integers typed in hex travel as decimal (the service's canonical form); the rest as typed. */
export function normalizeSolidityValue(param: SolidityParam, text: string): string {
  if (intRange(param.type)) {
    const n = parseInteger(text);
    if (n !== undefined) return n.toString();
  }
  return text;
}

/** Placeholder text showing the expected form of a type. */
export function solidityPlaceholder(param: SolidityParam): string {
  const t = param.type;
  if (t.endsWith(']')) return '["…", "…"] (JSON array)';
  if (t === 'tuple')
    return `{${(param.components ?? []).map((c) => `"${c.name}": …`).join(', ')}} (JSON)`;
  if (t === 'address') return '0x… (40 hex digits)';
  if (t === 'bool') return 'true or false';
  if (t === 'string') return 'text';
  const range = intRange(t);
  if (range) return range.min === 0n ? '0, 1000 or 0x3e8' : '-5, 42 or 0x2a';
  const bytes = BYTES.exec(t);
  if (bytes) return bytes[1] ? `0x + ${Number(bytes[1]) * 2} hex digits` : '0x… (hex bytes)';
  return '';
}
