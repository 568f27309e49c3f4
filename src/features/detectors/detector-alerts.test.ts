import { describe, expect, it } from 'vitest';
import { feedRangeFor } from './DetectorAlerts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 27, 12, 0, 30);

describe('the feed range a latest alert opens in', () => {
  it('is the last 90 days for an alert inside them', () => {
    expect(feedRangeFor(now - 5 * DAY, now)).toEqual({ range: '90d' });
    expect(feedRangeFor(now - 89 * DAY, now)).toEqual({ range: '90d' });
  });

  it('runs from the day before an older alert until now (the minute after), so the feed holds it', () => {
    const ts = now - 90 * DAY;
    expect(feedRangeFor(ts, now)).toEqual({
      range: 'custom',
      start: ts - DAY,
      end: Date.UTC(2026, 10, 27, 12, 1),
    });
    expect(feedRangeFor(now - 400 * DAY, now)).toMatchObject({ range: 'custom' });
  });
});
