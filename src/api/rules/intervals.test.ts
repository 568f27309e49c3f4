import { describe, expect, it } from 'vitest';
import { UsageBodySchema } from '../usage/schemas';
import { bucketCount, parseInterval, suggestInterval } from './intervals';

const DAY = 86_400_000;

describe('intervals', () => {
  it('suggests the finest interval that fits the range', () => {
    expect(suggestInterval(0, DAY)).toBe('1h');
    expect(suggestInterval(0, 7 * DAY)).toBe('3h');
    expect(suggestInterval(0, 30 * DAY)).toBe('12h');
    expect(suggestInterval(0, 90 * DAY)).toBe('1d');
    expect(suggestInterval(0, 365 * DAY)).toBe('1w');
  });

  it('counts buckets of a range', () => {
    expect(bucketCount(0, DAY, '1h')).toBe(24);
    expect(bucketCount(0, 10_001 * 60_000, '1m')).toBe(10_001);
  });

  it('gives the console schema and the mock parser the same answer on the same input', () => {
    for (const interval of ['0d', '1d', '90m', '1M', '3h', '1x', '01d', '-1d', '']) {
      let mockAccepts = true;
      try {
        parseInterval(interval);
      } catch {
        mockAccepts = false;
      }
      const consoleAccepts = UsageBodySchema.safeParse({ from: 0, to: 1, interval }).success;
      expect(consoleAccepts, interval).toBe(mockAccepts);
    }
  });
});
