import { describe, expect, it } from 'vitest';
import { rawAmountReading } from './token-amount';

describe('rawAmountReading', () => {
  it('reads a raw amount in whole tokens, with the decimals of a known token or as a guess', () => {
    const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    expect(rawAmountReading('1500000', USDC)).toBe('= 1.5 tokens (it has 6 decimals)');
    expect(rawAmountReading(' 1000000000000000000000 ', '0x01')).toBe(
      '= 1,000 tokens if it has 18 decimals, as most tokens (USDC and USDT have 6)',
    );
    expect(rawAmountReading('1e21', USDC)).toBeUndefined();
    expect(rawAmountReading('', USDC)).toBeUndefined();
  });
});
