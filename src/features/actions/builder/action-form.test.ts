import { describe, expect, it } from 'vitest';
import { gasLimitProblem, paramLabels } from './action-form';

describe('gasLimitProblem', () => {
  it('takes a whole number above 0, up to the service’s int32', () => {
    expect(gasLimitProblem('80000')).toBeUndefined();
    expect(gasLimitProblem(' 2147483647 ')).toBeUndefined();
    expect(gasLimitProblem('2147483648')).toBe('Gas limit must be at most 2147483647');
  });

  it('says a negative or zero limit must be above 0, and anything else must be whole', () => {
    expect(gasLimitProblem('-5')).toBe('Gas limit must be greater than 0');
    expect(gasLimitProblem('0')).toBe('Gas limit must be greater than 0');
    expect(gasLimitProblem('1.5')).toBe('Gas limit must be a whole number');
    expect(gasLimitProblem('lots')).toBe('Gas limit must be a whole number');
  });
});

describe('paramLabels', () => {
  it('names each parameter as its field reads, an unnamed one by its place', () => {
    expect(
      paramLabels([
        { name: 'to', input: { name: 'to', type: 'address' }, value: '' },
        { name: '', input: { name: '', type: 'uint256' }, value: '' },
      ]),
    ).toEqual({ 'params.0.value': 'to (address)', 'params.1.value': 'Parameter 2 (uint256)' });
  });
});
