import { describe, expect, it } from 'vitest';
import { UsageBodySchema } from '../usage/schemas';
import { bucketLimitProblem, MAX_BUCKETS, tickInterval } from './interval-limits';
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

  it('suggests 1M for a year and more, and 1h for an hour', () => {
    expect(suggestInterval(0, 3_600_000)).toBe('1h');
    expect(suggestInterval(0, 3 * 365 * DAY)).toBe('1M');
  });

  it('refuses a range and interval over the bucket limit, naming one that fits', () => {
    expect(bucketLimitProblem(0, 365 * DAY, '1h')).toBeNull();
    const to = (MAX_BUCKETS + 1) * 3_600_000;
    expect(bucketLimitProblem(0, to, '1h')).toMatch(
      /about 10,001 buckets.*allows 10,000.*Choose 3h/,
    );
    expect(bucketLimitProblem(0, MAX_BUCKETS * 3_600_000, '1h')).toBeNull();
  });

  it('labels an axis with ticks no finer than the interval, at most 13 of them', () => {
    expect(tickInterval(0, DAY, '1h')).toBe('3h');
    expect(tickInterval(0, 7 * DAY, '3h')).toBe('1d');
    expect(tickInterval(0, 7 * DAY, '1w')).toBe('1w');
    expect(tickInterval(0, 90 * DAY, '1d')).toBe('1w');
    expect(tickInterval(0, 200 * DAY, '1d')).toBe('1M');
    expect(tickInterval(0, 365 * DAY, '1w')).toBe('1M');
  });
});

describe('bucket limit', () => {
  it('accepts a range that fits and refuses one with too many buckets, naming what fits', () => {
    expect(bucketLimitProblem(0, 90 * DAY, '1h', 10_000)).toBeNull();
    expect(bucketLimitProblem(0, 90 * DAY, '1h', 1000)).toBe(
      '1h over this range makes about 2,160 buckets; the chart shows at most 1,000. Choose 3h or longer, or a shorter range.',
    );
    expect(bucketLimitProblem(0, DAY, '1m', 100, ['1m', '15m', '1h'])).toMatch(
      /Choose 15m or longer/,
    );
  });

  it('suggests from the given choices', () => {
    expect(suggestInterval(0, 3_600_000, 120, ['5m', '1h'])).toBe('5m');
  });
});
