import { describe, expect, it } from 'vitest';
import { operatorsFor } from './ConditionRows';

const values = (type: string | undefined, current?: string) =>
  operatorsFor(type, current).map((o) => o.value);

describe('the operators a condition offers', () => {
  it('offers one equality, and ordering only for numbers', () => {
    expect(values('uint256')).toEqual(['=', '!=', '>', '>=', '<', '<=']);
    expect(values('int24')).toEqual(['=', '!=', '>', '>=', '<', '<=']);
    for (const type of ['address', 'bool', 'bytes32', 'string'])
      expect(values(type)).toEqual(['=', '!=']);
  });

  it("keeps what a saved condition holds: the vendor's == and an ordering on an address", () => {
    expect(values('address', '==')).toEqual(['=', '==', '!=']);
    expect(values('address', '>')).toEqual(['=', '!=', '>']);
    // A field the console cannot type: nothing held back.
    expect(values(undefined)).toEqual(['=', '!=', '>', '>=', '<', '<=']);
  });
});
