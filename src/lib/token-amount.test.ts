import { describe, expect, it } from 'vitest';
import { rawAmountReading } from './token-amount';

describe('rawAmountReading', () => {
  it('reads a raw amount in whole tokens, with the decimals of a known token or as a guess', () => {
    const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    expect(rawAmountReading('1500000', USDC)).toBe('= 1.5 tokens (it has 6 decimals)');
    expect(rawAmountReading(' 1000000000000000000000 ', '0x01')).toBe(
      '= 1,000 tokens if it has 18 decimals, as most tokens do',
    );
    // USDC and USDT beyond Ethereum (TRON's base58 too).
    expect(rawAmountReading('1500000', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')).toBe(
      '= 1.5 tokens (it has 6 decimals)',
    );
    expect(rawAmountReading('1500000', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(
      '= 1.5 tokens (it has 6 decimals)',
    );
    expect(rawAmountReading('1e21', USDC)).toBeUndefined();
    expect(rawAmountReading('', USDC)).toBeUndefined();
  });
});
