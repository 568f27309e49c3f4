import { describe, expect, it } from 'vitest';
import { gasLimitProblem } from './action-form';

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
