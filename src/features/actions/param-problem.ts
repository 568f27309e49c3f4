import { checkSolidityValue, type SolidityParam } from '@/lib/solidity-types';

// Apart from function-options.ts, which the action page loads: the Solidity checks are the forms'.
/** A parameter's value: asked for by name when empty, else checked against its Solidity type. */
export function paramValueProblem(
  input: SolidityParam,
  value: string,
  index: number,
): string | undefined {
  return value
    ? checkSolidityValue(input, value)
    : `Enter a value for ${input.name || `parameter ${index + 1}`} (${input.type})`;
}
