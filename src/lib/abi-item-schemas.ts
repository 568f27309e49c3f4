import { z } from 'zod/mini';

/**
 * The ABI JSON format (https://docs.soliditylang.org/en/latest/abi-spec.html#json) as zod/mini
 * schemas, one per item type. A port of abitype's `abitype/zod` (1.3), which is written against
 * classic zod: importing it kept every type of zod's core alive in the first screen's `zod` chunk
 * (~7 kB) and added classic zod to the two ABI screens (~11 kB). Same rules, with two changes:
 * a parameter's `type` is checked by one pattern (so the error names the field, not "invalid
 * union"), and the deprecated `constant` / `payable` flags become `stateMutability` in
 * `withStateMutability` (abitype's `preprocess`), not inside the schemas. Formatting, parsing
 * and signatures stay abitype's and ox's (src/lib/abi.ts).
 */

const IDENTIFIER = /^[a-zA-Z$_][a-zA-Z0-9$_]*$/;
/** abitype's `bytesRegex` and `integerRegex`, `tuple`, then any number of array suffixes. */
const SOLIDITY_TYPE =
  /^(address|bool|function|string|tuple|bytes([1-9]|1[0-9]|2[0-9]|3[0-2])?|u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?)(\[[0-9]*\])*$/;

const identifier = z.string().check(z.regex(IDENTIFIER, 'not a Solidity identifier'));

const parameterShape = {
  name: z.optional(z.union([identifier, z.literal('')])),
  internalType: z.optional(z.string()),
  type: z.string().check(
    z.regex(SOLIDITY_TYPE, {
      error: (issue) => `not a Solidity type: ${JSON.stringify(issue.input)}`,
    }),
  ),
  components: z.optional(z.array(z.lazy((): z.core.$ZodType => AbiParameter))),
};

const tupleHasComponents = z.refine<{ type: string; components?: unknown }>(
  (p) => !p.type.startsWith('tuple') || p.components !== undefined,
  { message: 'a tuple lists its components', path: ['components'] },
);

const AbiParameter = z.object(parameterShape).check(tupleHasComponents);
const AbiEventParameter = z
  .object({ ...parameterShape, indexed: z.optional(z.boolean()) })
  .check(tupleHasComponents);

const parameters = z.array(AbiParameter);
const payableOrNot = z.enum(['nonpayable', 'payable']);

export const ABI_ITEM_SCHEMAS: Record<string, z.core.$ZodType> = {
  function: z.object({
    type: z.literal('function'),
    constant: z.optional(z.boolean()),
    gas: z.optional(z.number()),
    inputs: parameters,
    name: identifier,
    outputs: parameters,
    payable: z.optional(z.boolean()),
    stateMutability: z.enum(['pure', 'view', 'nonpayable', 'payable']),
  }),
  event: z.object({
    type: z.literal('event'),
    anonymous: z.optional(z.boolean()),
    inputs: z.array(AbiEventParameter),
    name: identifier,
  }),
  error: z.object({ type: z.literal('error'), inputs: parameters, name: z.string() }),
  constructor: z.object({
    type: z.literal('constructor'),
    inputs: parameters,
    payable: z.optional(z.boolean()),
    stateMutability: payableOrNot,
  }),
  fallback: z.object({
    type: z.literal('fallback'),
    payable: z.optional(z.boolean()),
    stateMutability: payableOrNot,
  }),
  receive: z.object({ type: z.literal('receive'), stateMutability: z.literal('payable') }),
};

/**
 * Old compilers wrote `constant: true` or `payable: true` instead of `stateMutability`: fills it
 * in, as abitype does, on the item itself (the validated ABI is the value it was given).
 */
export function withStateMutability(item: Record<string, unknown>): void {
  const { type } = item;
  if (item.stateMutability !== undefined || type === 'receive') return;
  if (type !== 'function' && type !== 'constructor' && type !== 'fallback') return;
  if (type === 'function' && item.constant) item.stateMutability = 'view';
  else item.stateMutability = item.payable ? 'payable' : 'nonpayable';
}
