import { describe, expect, it } from 'vitest';
import { GAS_PRICE_PATTERN, GAS_TIP_PATTERN } from '@/api/action/schemas';
import {
  describeGas,
  gasPriceProblem,
  gasTipProblem,
  joinGas,
  riskyGasPrice,
  splitGas,
  weiToGwei,
} from './gas';

describe('gas forms', () => {
  it('joins every form into a string the interface pattern accepts', () => {
    expect(joinGas('market', '12')).toBe('market');
    expect(joinGas('wei', '250000000')).toBe('250000000');
    expect(joinGas('gwei', '1.5')).toBe('1.5 gwei');
    expect(joinGas('percent', '+10')).toBe('+10%');
    for (const s of ['market', '250000000', '1.5 gwei', '+10%', '-5%', '100%', '0.5'])
      expect(GAS_PRICE_PATTERN.test(s)).toBe(true);
    for (const s of ['', '1 gwei', '-5%']) expect(GAS_TIP_PATTERN.test(s)).toBe(true);
    expect(GAS_TIP_PATTERN.test('market')).toBe(false);
    expect(GAS_PRICE_PATTERN.test('1gwei')).toBe(false);
    expect(GAS_PRICE_PATTERN.test('1.5 Gwei')).toBe(false);
  });

  it('splits stored strings back into choice and raw value', () => {
    expect(splitGas('market')).toEqual({ mode: 'market', raw: '' });
    expect(splitGas('2 gwei')).toEqual({ mode: 'gwei', raw: '2' });
    expect(splitGas('+20%')).toEqual({ mode: 'percent', raw: '+20' });
    expect(splitGas('250000000')).toEqual({ mode: 'wei', raw: '250000000' });
    expect(splitGas('')).toEqual({ mode: 'wei', raw: '' });
  });

  it('explains what is wrong with a raw value', () => {
    expect(gasPriceProblem('market', '')).toBeUndefined();
    expect(gasPriceProblem('gwei', '1.5')).toBeUndefined();
    expect(gasPriceProblem('gwei', '')).toMatch(/Enter a number of gwei/);
    expect(gasPriceProblem('gwei', '1,5')).toMatch(/Must be a number of gwei/);
    expect(gasPriceProblem('wei', '-3')).toMatch(/Must be a number of wei/);
    expect(gasPriceProblem('percent', '+10')).toBeUndefined();
    expect(gasPriceProblem('percent', '10x')).toMatch(/percentage/);
    expect(gasTipProblem('wei', '')).toBeUndefined();
    expect(gasTipProblem('percent', '+')).toMatch(/percentage/);
  });
});

describe('units the user typed', () => {
  it('are not doubled', () => {
    expect(joinGas('percent', '10%')).toBe('10%');
    expect(joinGas('percent', '+10 %')).toBe('+10%');
    expect(joinGas('gwei', '1.5gwei')).toBe('1.5 gwei');
    expect(joinGas('gwei', '1.5 GWEI')).toBe('1.5 gwei');
    expect(joinGas('wei', '250 wei')).toBe('250');
    expect(gasPriceProblem('percent', '10%')).toBeUndefined();
    expect(gasPriceProblem('gwei', '1.5gwei')).toBeUndefined();
  });

  it('of another mode get a did-you-mean hint', () => {
    expect(gasPriceProblem('wei', '1.5 gwei')).toMatch(/Did you mean gwei/);
    expect(gasPriceProblem('gwei', '10%')).toMatch(/Did you mean a percentage/);
    expect(gasTipProblem('wei', '2gwei')).toMatch(/Did you mean gwei/);
  });
});

describe('what the service takes but no transaction can pay', () => {
  it('refuses a part of a wei, finer than a wei in gwei, and -100% or less', () => {
    expect(gasPriceProblem('wei', '1.5')).toMatch(/whole number/);
    expect(gasPriceProblem('wei', '250000000')).toBeUndefined();
    expect(gasPriceProblem('gwei', '1.123456789123')).toMatch(/At most 9 decimals/);
    expect(gasPriceProblem('gwei', '1.123456789')).toBeUndefined();
    expect(gasPriceProblem('percent', '-150')).toMatch(/-150% leaves nothing to pay/);
    expect(gasPriceProblem('percent', '-100%')).toMatch(/leaves nothing/);
    expect(gasPriceProblem('percent', '-99.5')).toBeUndefined();
    expect(gasTipProblem('percent', '-200')).toMatch(/leaves nothing/);
    expect(gasTipProblem('wei', '0.5')).toMatch(/whole number/);
  });

  it('says a percentage as a change of the market price', () => {
    expect(describeGas('20%')).toBe('market price +20%');
    expect(describeGas('+20%')).toBe('market price +20%');
    expect(describeGas('-5%')).toBe('market price −5%');
    expect(describeGas('2 gwei')).toBe('2 gwei');
  });
});

describe('riskyGasPrice', () => {
  it('asks before a price of nothing', () => {
    expect(riskyGasPrice('0')).toMatch(/pays nothing/);
    expect(riskyGasPrice('0 gwei')).toMatch(/pays nothing/);
    expect(riskyGasPrice('0.0 gwei')).toMatch(/pays nothing/);
    expect(riskyGasPrice('0.1 gwei')).toBeUndefined();
  });

  it('flags a negative or over-1000% price, not the ordinary ones', () => {
    expect(riskyGasPrice('-5%')).toMatch(/less than the market/);
    expect(riskyGasPrice('1001%')).toMatch(/ten times/);
    expect(riskyGasPrice('+1500%')).toMatch(/ten times/);
    expect(riskyGasPrice('+10%')).toBeUndefined();
    expect(riskyGasPrice('1000%')).toBeUndefined();
    expect(riskyGasPrice('market')).toBeUndefined();
    expect(riskyGasPrice('2 gwei')).toBeUndefined();
  });
});

describe('weiToGwei', () => {
  it('shows wei as exact gwei', () => {
    expect(weiToGwei('12500000000')).toBe('12.5 gwei');
    expect(weiToGwei('1000000000')).toBe('1 gwei');
    expect(weiToGwei('10000000')).toBe('0.01 gwei');
    expect(weiToGwei('0')).toBe('0 gwei');
    expect(weiToGwei('abc')).toBeNull();
  });
});
