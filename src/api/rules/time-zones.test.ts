import { describe, expect, it } from 'vitest';
import { histogram } from './buckets';
import { formatOffset, isTimeZone } from './time-zone-names';
import { zoneOffset } from './time-zones';

const H = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const offset = (tz: string, iso: string) => formatOffset(zoneOffset(tz, at(iso)));
const starts = (from: string, to: string, interval: string, timezone: string) =>
  histogram([], {
    from: at(from),
    to: at(to),
    interval,
    timezone,
    ts: () => 0,
    bucket: () => {},
  }).map((b) => b.ts);

describe('zone offsets', () => {
  it('follow daylight saving in Europe/Berlin (last Sunday of March and October, 01:00 UTC)', () => {
    expect(offset('Europe/Berlin', '2026-03-29T00:59:59Z')).toBe('+01:00');
    expect(offset('Europe/Berlin', '2026-03-29T01:00:00Z')).toBe('+02:00');
    expect(offset('Europe/Berlin', '2026-10-25T00:59:59Z')).toBe('+02:00');
    expect(offset('Europe/Berlin', '2026-10-25T01:00:00Z')).toBe('+01:00');
  });

  it('follow daylight saving in America/New_York (second Sunday of March, first of November)', () => {
    expect(offset('America/New_York', '2026-03-08T06:59:59Z')).toBe('-05:00');
    expect(offset('America/New_York', '2026-03-08T07:00:00Z')).toBe('-04:00');
    expect(offset('America/New_York', '2026-11-01T05:59:59Z')).toBe('-04:00');
    expect(offset('America/New_York', '2026-11-01T06:00:00Z')).toBe('-05:00');
  });

  it('keep fixed offsets all year, and UTC at zero', () => {
    for (const iso of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      expect(offset('+05:30', iso)).toBe('+05:30');
      expect(offset('-01:00', iso)).toBe('-01:00');
      expect(offset('UTC', iso)).toBe('+00:00');
    }
  });

  it('tells zones the service accepts from the rest', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('+05:30')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
    expect(isTimeZone('+15:00')).toBe(false);
  });
});

describe('calendar buckets in a zone', () => {
  it('start days on local midnights across the Berlin change (23 h and 25 h days)', () => {
    const s = starts('2026-03-27T23:00:00Z', '2026-03-30T12:00:00Z', '1d', 'Europe/Berlin');
    expect(s.map((t) => new Date(t).toISOString())).toEqual([
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(((s[2] ?? 0) - (s[1] ?? 0)) / H).toBe(23);
  });

  it('start days on New York midnights, 25 hours on the fall-back day', () => {
    const s = starts('2026-10-31T12:00:00Z', '2026-11-02T12:00:00Z', '1d', 'America/New_York');
    expect(s.map((t) => new Date(t).toISOString())).toEqual([
      '2026-10-31T04:00:00.000Z',
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ]);
  });

  it('start months on the first local day, in +05:30 and -01:00', () => {
    expect(starts('2026-01-10T00:00:00Z', '2026-03-10T00:00:00Z', '1M', '+05:30')).toEqual([
      at('2025-12-31T18:30:00Z'),
      at('2026-01-31T18:30:00Z'),
      at('2026-02-28T18:30:00Z'),
    ]);
    expect(starts('2026-01-10T00:00:00Z', '2026-03-10T00:00:00Z', '1M', '-01:00')).toEqual([
      at('2026-01-01T01:00:00Z'),
      at('2026-02-01T01:00:00Z'),
      at('2026-03-01T01:00:00Z'),
    ]);
  });

  it('start months on Berlin midnights in winter and summer time', () => {
    expect(starts('2026-02-15T00:00:00Z', '2026-04-15T00:00:00Z', '1M', 'Europe/Berlin')).toEqual([
      at('2026-01-31T23:00:00Z'),
      at('2026-02-28T23:00:00Z'),
      at('2026-03-31T22:00:00Z'),
    ]);
  });
});
