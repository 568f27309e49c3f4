import type { AbiFunction } from 'abitype';
import { isReadFunction } from '@/lib/abi';
import type { ParamRow, ScriptParam } from './builder/action-form';

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
