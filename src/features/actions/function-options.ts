import type { AbiFunction } from 'abitype';
import type { AbiJson, Contract } from '@/api/contract/schemas';
import { canonicalSignature, isReadFunction, validateAbi } from '@/lib/abi';
import type { ParamRow, ScriptParam } from './builder/action-form';

/** One ABI item as a function, when it is a well-formed one. */
export function toAbiFunction(item: unknown): AbiFunction | undefined {
  const r = validateAbi([item]);
  const first = r.ok ? r.abi[0] : undefined;
  return first?.type === 'function' ? first : undefined;
}

/**
 * The functions an action can call: a proxy is called with its implementation's functions,
 * then its own (as the service resolves `funcSignature`). Malformed items are skipped.
 */
export function callableFunctions(contract: Contract): AbiFunction[] {
  const abi: AbiJson = [
    ...(contract.implementation && contract.implAbi ? contract.implAbi : []),
    ...(contract.abi ?? []),
  ];
  const seen = new Set<string>();
  const out: AbiFunction[] = [];
  for (const item of abi) {
    const fn = toAbiFunction(item);
    if (!fn) continue;
    const sig = canonicalSignature(fn);
    if (seen.has(sig)) continue;
    seen.add(sig);
    out.push(fn);
  }
  return out;
}

/** Write functions first (they are what an action is for), each group by name. */
export function sortForPicker(fns: AbiFunction[]): { write: AbiFunction[]; read: AbiFunction[] } {
  const byName = (a: AbiFunction, b: AbiFunction) => a.name.localeCompare(b.name);
  return {
    write: fns.filter((f) => !isReadFunction(f)).sort(byName),
    read: fns.filter(isReadFunction).sort(byName),
  };
}

/** The service names unnamed inputs `arg<i>` (mock and real-service examples alike). */
export const inputName = (fn: AbiFunction, i: number) => fn.inputs[i]?.name || `arg${i}`;

export function paramRowsFor(fn: AbiFunction, previous: ParamRow[] = []): ParamRow[] {
  return fn.inputs.map((input, i) => {
    const name = inputName(fn, i);
    const old = previous.find((p) => p.name === name && p.input.type === input.type);
    return { name, input, value: old?.value ?? '' };
  });
}

/** One scriptParams entry per parameter ("default" unless one was already written). */
export function scriptParamsFor(
  params: ParamRow[],
  previous: Record<string, ScriptParam> = {},
): Record<string, ScriptParam> {
  return Object.fromEntries(
    params.map((p) => [p.name, previous[p.name] ?? { custom: false, script: '' }]),
  );
}
