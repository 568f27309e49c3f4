import { describe, expect, it } from 'vitest';
import { bucketLabel, fromWall, isoInZone, tickLabel, toWall } from './zone-time';

describe('zone time', () => {
  const t = Date.parse('2026-03-28T23:00:00Z');

  it('writes a bucket start as ISO with the offset of the zone at that instant', () => {
    expect(isoInZone(t, 'Europe/Berlin')).toBe('2026-03-29T00:00:00+01:00');
    expect(isoInZone(t + 86_400_000, 'Europe/Berlin')).toBe('2026-03-30T01:00:00+02:00');
    expect(isoInZone(t, '+05:30')).toBe('2026-03-29T04:30:00+05:30');
    expect(isoInZone(t, 'UTC')).toBe('2026-03-28T23:00:00+00:00');
  });

  // The user's locale, as every time in the console (the runners' is en-US).
  it('labels ticks by their step in the zone', () => {
    expect(tickLabel(t, '1d', 'Europe/Berlin')).toBe('Sun Mar 29');
    expect(tickLabel(t, '3h', 'Europe/Berlin')).toBe('Mar 29');
    expect(tickLabel(t, '3h', 'UTC')).toMatch(/^11:00\sPM$/);
    expect(tickLabel(t, '3h', '+05:30')).toMatch(/^4:30\sAM$/);
    expect(tickLabel(t, '1M', '-01:00')).toBe('Mar');
    expect(tickLabel(Date.parse('2026-01-01T00:00:00Z'), '1M', 'UTC')).toBe('Jan 2026');
    expect(tickLabel(t, '1w', 'Europe/Berlin')).toBe('Mar 29');
  });

  it('writes a bucket in full as the rest of the console writes times', () => {
    expect(bucketLabel(t, '1h', 'Europe/Berlin')).toMatch(/^Sun, Mar 29, 2026, 12:00\sAM$/);
    expect(bucketLabel(t, '1d', 'UTC')).toBe('Sat, Mar 28, 2026');
    expect(bucketLabel(t, '1M', '+05:30')).toBe('March 2026');
  });
});

describe('wall clock in a zone', () => {
  it('round-trips a wall-clock time, in summer and winter', () => {
    for (const tz of ['Europe/Berlin', 'America/New_York', '+05:30', '-01:00', 'UTC']) {
      for (const iso of ['2026-01-10T08:15:00Z', '2026-07-10T08:15:00Z']) {
        const ts = Date.parse(iso);
        expect(fromWall(toWall(ts, tz), tz), `${tz} ${iso}`).toBe(ts);
      }
    }
  });

  it('reads Berlin midnight as 23:00 UTC in winter and 22:00 in summer', () => {
    expect(fromWall('2026-01-10 00:00', 'Europe/Berlin')).toBe(Date.parse('2026-01-09T23:00:00Z'));
    expect(fromWall('2026-07-10 00:00', 'Europe/Berlin')).toBe(Date.parse('2026-07-09T22:00:00Z'));
    expect(fromWall('yesterday', 'UTC')).toBeNull();
  });
});
