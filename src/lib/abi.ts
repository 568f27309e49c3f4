import { formatAbiItem } from 'abitype';
import type { Abi, AbiError, AbiEvent, AbiFunction, AbiParameter } from 'abitype';
import { AbiItem } from 'ox';
import { safeParse } from 'zod/mini';
import type { Contract } from '@/api/contract/schemas';
import { callableAbi } from '@/api/rules/callable-abi';
import { ABI_ITEM_SCHEMAS, withStateMutability } from './abi-item-schemas';
import { parseJson } from './json-text';
import { countOf } from './words';

/** ABI helpers shared by the contract viewer and the action builder. */

export interface AbiProblem {
  /** `[3].inputs[0].type` — where in the JSON the problem is. */
  path: string;
  message: string;
}

function pathOf(index: number, path: readonly PropertyKey[]): string {
  return `[${index}]${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;
}

/**
 * Validates JSON as an ABI item by item, so an error names the exact item and field
 * (`[3].inputs[0].type: …`) instead of "invalid union".
 */
export function validateAbi(
  value: unknown,
): { ok: true; abi: Abi } | { ok: false; problems: AbiProblem[] } {
  if (!Array.isArray(value))
    return { ok: false, problems: [{ path: '', message: 'An ABI is a JSON array of items' }] };
  const problems: AbiProblem[] = [];
  value.forEach((item: unknown, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push({ path: `[${i}]`, message: 'each ABI item is an object' });
      return;
    }
    const type = 'type' in item ? item.type : undefined;
    const schema =
      typeof type === 'string' && Object.hasOwn(ABI_ITEM_SCHEMAS, type)
        ? ABI_ITEM_SCHEMAS[type]
        : undefined;
    if (!schema) {
      problems.push({
        path: `[${i}].type`,
        message: `unknown item type ${JSON.stringify(type)}; expected function, event, error, constructor, fallback or receive`,
      });
      return;
    }
    withStateMutability(item as Record<string, unknown>);
    const r = safeParse(schema, item);
    if (!r.success) {
      const first = r.error.issues[0];
      if (first) problems.push({ path: pathOf(i, first.path), message: first.message });
    }
  });
  // Validated item by item above; the array is an Abi now.
  return problems.length ? { ok: false, problems } : { ok: true, abi: value as Abi };
}

export type AbiEntry = Abi[number];

export interface GroupedAbi {
  read: AbiFunction[];
  write: AbiFunction[];
  events: AbiEvent[];
  errors: AbiError[];
  constructor: AbiEntry[];
  fallback: AbiEntry[];
}

export function groupAbi(abi: Abi): GroupedAbi {
  const g: GroupedAbi = {
    read: [],
    write: [],
    events: [],
    errors: [],
    constructor: [],
    fallback: [],
  };
  for (const item of abi) {
    if (item.type === 'function') (isReadFunction(item) ? g.read : g.write).push(item);
    else if (item.type === 'event') g.events.push(item);
    else if (item.type === 'error') g.errors.push(item);
    else if (item.type === 'constructor') g.constructor.push(item);
    else g.fallback.push(item);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  g.read.sort(byName);
  g.write.sort(byName);
  g.events.sort(byName);
  g.errors.sort(byName);
  return g;
}

export function isReadFunction(f: AbiFunction): boolean {
  return f.stateMutability === 'view' || f.stateMutability === 'pure';
}

/** Human-readable signature: `function transfer(address to, uint256 amount) returns (bool)`. */
export function humanSignature(item: AbiEntry): string {
  return formatAbiItem(item);
}

/** Canonical signature the service takes as funcSignature: `transfer(address,uint256)`. */
export function canonicalSignature(item: AbiFunction | AbiEvent | AbiError): string {
  return AbiItem.getSignature(item);
}

/** 4-byte selector of a function or error; 32-byte topic of an event. */
export function selectorOf(item: AbiFunction | AbiEvent | AbiError): string {
  return item.type === 'event' ? AbiItem.getSignatureHash(item) : AbiItem.getSelector(item);
}

/** `name(type name, …)` for pickers. */
export function shortSignature(item: { name: string; inputs: readonly AbiParameter[] }): string {
  return `${item.name}(${item.inputs.map((p) => (p.name ? `${p.type} ${p.name}` : p.type)).join(', ')})`;
}

/**
 * Parses pasted or dropped text as an ABI. Accepts a bare array or an artifact object with an
 * `abi` array (Hardhat/Foundry output). Problems name the JSON position or the ABI path.
 */
export function parseAbiText(
  text: string,
): { ok: true; abi: Abi; json: unknown[] } | { ok: false; problems: AbiProblem[] } {
  const parsed = parseJson(text);
  if (!parsed.ok)
    return { ok: false, problems: [{ path: '', message: `Not JSON: ${parsed.message}` }] };
  let value = parsed.value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'abi' in value)
    value = value.abi;
  const r = validateAbi(value);
  if (!r.ok) return r;
  return { ok: true, abi: r.abi, json: Array.isArray(value) ? value : [] };
}

/** One line per problem: `[3].inputs[0].type: …`. */
export function formatAbiProblems(problems: AbiProblem[]): string {
  return problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('\n');
}

export interface AbiCounts {
  read: number;
  write: number;
  events: number;
  errors: number;
  total: number;
}

export function abiCounts(abi: Abi): AbiCounts {
  const g = groupAbi(abi);
  return {
    read: g.read.length,
    write: g.write.length,
    events: g.events.length,
    errors: g.errors.length,
    total: abi.length,
  };
}

/** "12 items: 5 functions (3 read, 2 write), 1 event, no errors", as the contract forms say it. */
export function abiSummary(n: AbiCounts): string {
  const some = (count: number, one: string) => (count ? countOf(count, one) : `no ${one}s`);
  const functions = `${some(n.read + n.write, 'function')} (${n.read} read, ${n.write} write)`;
  return `${countOf(n.total, 'item')}: ${functions}, ${some(n.events, 'event')}, ${some(n.errors, 'error')}`;
}

/** A fungible token: the ERC-20 core of totalSupply, balanceOf and transfer. */
export function isTokenAbi(abi: Abi): boolean {
  const names = new Set(abi.filter((i) => i.type === 'function').map((i) => i.name));
  return ['totalSupply', 'balanceOf', 'transfer'].every((n) => names.has(n));
}

/** Selector (functions, errors) or topic (events); null for constructor, fallback and receive. */
export function selectorOrNull(item: AbiEntry): string | null {
  return item.type === 'function' || item.type === 'event' || item.type === 'error'
    ? selectorOf(item)
    : null;
}

/** Whether an item matches a filter text: its name, signature or selector/topic (prefix). */
export function matchesAbiFilter(item: AbiEntry, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (humanSignature(item).toLowerCase().includes(q)) return true;
  const sel = selectorOrNull(item);
  return sel !== null && sel.startsWith(q.startsWith('0x') ? q : `0x${q}`);
}

/** One ABI item as a function, when it is a well-formed one. */
export function toAbiFunction(item: unknown): AbiFunction | undefined {
  const r = validateAbi([item]);
  const first = r.ok ? r.abi[0] : undefined;
  return first?.type === 'function' ? first : undefined;
}

/**
 * The functions a contract is called with: a proxy's implementation's first, then its own (as
 * the service resolves `funcSignature`), one per signature. Malformed items are skipped.
 */
export function callableFunctions(
  contract: Pick<Contract, 'abi' | 'implAbi' | 'implementation'>,
): AbiFunction[] {
  const seen = new Set<string>();
  const out: AbiFunction[] = [];
  for (const item of callableAbi(contract)) {
    const fn = toAbiFunction(item);
    if (!fn) continue;
    const sig = canonicalSignature(fn);
    if (seen.has(sig)) continue;
    seen.add(sig);
    out.push(fn);
  }
  return out;
}

/**
 * A read function as a contract-call detector names it, with its output types:
 * `balanceOf(address)(uint256)` (real-service notes, Detectors).
 */
export function callSignature(fn: AbiFunction): string {
  return `${canonicalSignature(fn)}${canonicalSignature({ ...fn, inputs: fn.outputs }).slice(fn.name.length)}`;
}
