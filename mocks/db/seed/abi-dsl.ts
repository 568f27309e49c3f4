import type { AbiJson } from '../../../src/api/contract/schemas';

/**
 * A compact way to write real Solidity ABI JSON for the seed: `'address indexed from'` becomes
 * `{name: 'from', type: 'address', internalType: 'address', indexed: true}`.
 */
export type AbiParam = {
  name: string;
  type: string;
  internalType: string;
  indexed?: boolean;
  components?: AbiParam[];
};
export type ParamSpec = string | AbiParam;
type Item = AbiJson[number];

export function param(spec: ParamSpec): AbiParam {
  if (typeof spec !== 'string') return spec;
  const [type = '', second, third] = spec.split(' ');
  const indexed = second === 'indexed';
  const name = (indexed ? third : second) ?? '';
  return { name, type, internalType: type, ...(indexed ? { indexed: true } : {}) };
}

/** A struct parameter; `array` makes it `tuple[]`. */
export function tuple(
  internalType: string,
  name: string,
  components: ParamSpec[],
  array = false,
): AbiParam {
  return {
    name,
    type: array ? 'tuple[]' : 'tuple',
    internalType: array ? `${internalType}[]` : internalType,
    components: components.map(param),
  };
}

type Mutability = 'pure' | 'view' | 'nonpayable' | 'payable';

export function fn(
  name: string,
  inputs: ParamSpec[] = [],
  outputs: ParamSpec[] = [],
  stateMutability: Mutability = 'nonpayable',
): Item {
  return {
    type: 'function',
    name,
    inputs: inputs.map(param),
    outputs: outputs.map(param),
    stateMutability,
  };
}
export const view = (name: string, inputs: ParamSpec[] = [], outputs: ParamSpec[] = []) =>
  fn(name, inputs, outputs, 'view');
export const payable = (name: string, inputs: ParamSpec[] = [], outputs: ParamSpec[] = []) =>
  fn(name, inputs, outputs, 'payable');

export function event(name: string, inputs: ParamSpec[]): Item {
  return {
    type: 'event',
    name,
    anonymous: false,
    inputs: inputs.map((p) => ({ ...param(p), indexed: param(p).indexed ?? false })),
  };
}

export function error(name: string, inputs: ParamSpec[] = []): Item {
  return { type: 'error', name, inputs: inputs.map(param) };
}

export function ctor(inputs: ParamSpec[] = [], stateMutability: Mutability = 'nonpayable'): Item {
  return { type: 'constructor', inputs: inputs.map(param), stateMutability };
}

export const fallback = (stateMutability: Mutability = 'payable'): Item => ({
  type: 'fallback',
  stateMutability,
});
export const receive = (): Item => ({ type: 'receive', stateMutability: 'payable' });
