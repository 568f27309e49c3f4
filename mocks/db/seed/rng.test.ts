import { afterAll, describe, expect, it, vi } from 'vitest';
import { seedNow } from './rng';

afterAll(() => {
  vi.useRealTimers();
});

describe('the seed’s now', () => {
  it('is the start of the UTC hour it was first asked in, and stays there', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T21:37:12Z'));
    // Anchored to the day, a demo opened at 21:37 had nothing since midnight.
    expect(new Date(seedNow()).toISOString()).toBe('2026-11-27T21:00:00.000Z');
    // A test or a reset after the hour's boundary reads the same seed.
    vi.setSystemTime(new Date('2026-11-27T22:05:00Z'));
    expect(new Date(seedNow()).toISOString()).toBe('2026-11-27T21:00:00.000Z');
  });
});
