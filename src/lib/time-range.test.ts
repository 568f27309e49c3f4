import { describe, expect, it } from 'vitest';
import { RangeSchema, rangeWindow } from './time-range';

describe('rangeWindow', () => {
  it('ends at the next whole minute and reaches back the preset', () => {
    const now = Date.UTC(2026, 10, 25, 10, 30, 15);
    const w = rangeWindow('24h', now);
    expect(w).toEqual({ from: Date.UTC(2026, 10, 24, 10, 31), to: Date.UTC(2026, 10, 25, 10, 31) });
    expect(rangeWindow('7d', now + 20_000)).toEqual(rangeWindow('7d', now));
  });

  it('is no window for any time, and an unknown preset fails the schema', () => {
    expect(rangeWindow(undefined, 0)).toBeUndefined();
    expect(RangeSchema.safeParse('2y').success).toBe(false);
  });
});
