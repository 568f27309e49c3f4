import { describe, expect, it } from 'vitest';
import { ticksThroughZero } from './chart-ticks';

describe('ticks of an axis through zero', () => {
  it('has zero among round steps, whichever side the values are', () => {
    expect(ticksThroughZero([-10, 2, -5])).toEqual([-10, -5, 0, 5]);
    expect(ticksThroughZero([3, 7])).toEqual([0, 2, 4, 6, 8]);
    expect(ticksThroughZero([-0.3])).toEqual([-0.3, -0.2, -0.1, 0]);
    expect(ticksThroughZero([1_500_000])).toEqual([0, 500_000, 1_000_000, 1_500_000]);
  });

  it('is a single zero when every value is zero or there are none', () => {
    expect(ticksThroughZero([0, 0])).toEqual([0]);
    expect(ticksThroughZero([])).toEqual([0]);
  });
});
