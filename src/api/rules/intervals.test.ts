import { describe, expect, it } from 'vitest';
import { UsageBodySchema } from '../usage/schemas';
import { bucketCount, bucketLimitProblem, parseInterval, suggestInterval } from './intervals';

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

describe('bucket limit', () => {
  it('accepts a range that fits and refuses one with too many buckets, naming what fits', () => {
    expect(bucketLimitProblem(0, 90 * DAY, '1h', 10_000)).toBeUndefined();
    expect(bucketLimitProblem(0, 90 * DAY, '1h', 1000)).toBe(
      '1h gives 2,160 buckets here, more than 1,000: pick 3h or longer',
    );
    expect(bucketLimitProblem(0, DAY, '1m', 100, ['1m', '15m', '1h'])).toMatch(
      /pick 15m or longer$/,
    );
  });

  it('suggests from the given choices', () => {
    expect(suggestInterval(0, 3_600_000, 120, ['5m', '1h'])).toBe('5m');
  });
});
