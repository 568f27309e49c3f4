import { describe, expect, it } from 'vitest';
import { fromWall, isoInZone, tickLabel, toWall } from './zone-time';

describe('zone time', () => {
  const t = Date.parse('2026-03-28T23:00:00Z');

  it('writes a bucket start as ISO with the offset of the zone at that instant', () => {
    expect(isoInZone(t, 'Europe/Berlin')).toBe('2026-03-29T00:00:00+01:00');
    expect(isoInZone(t + 86_400_000, 'Europe/Berlin')).toBe('2026-03-30T01:00:00+02:00');
    expect(isoInZone(t, '+05:30')).toBe('2026-03-29T04:30:00+05:30');
    expect(isoInZone(t, 'UTC')).toBe('2026-03-28T23:00:00+00:00');
  });

  it('labels ticks by their step in the zone', () => {
    expect(tickLabel(t, '1d', 'Europe/Berlin')).toBe('Sun 29 Mar');
    expect(tickLabel(t, '3h', 'Europe/Berlin')).toBe('29 Mar');
    expect(tickLabel(t, '3h', 'UTC')).toBe('23:00');
    expect(tickLabel(t, '1M', '-01:00')).toBe('Mar');
    expect(tickLabel(Date.parse('2026-01-01T00:00:00Z'), '1M', 'UTC')).toBe('Jan 2026');
    expect(tickLabel(t, '1w', 'Europe/Berlin')).toBe('29 Mar');
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
