import { describe, expect, it } from 'vitest';
import type { DetectorSchema } from '@/api/detector/schemas';
import { compareVersions, latestVersions, runsOn } from './catalogue';

const s = (id: number, name: string, version: string, extra: Partial<DetectorSchema> = {}) =>
  ({ id, name, title: name, version, ...extra }) as DetectorSchema;

describe('catalogue', () => {
  it('compares versions as numbers', () => {
    expect(compareVersions('0.0.10', '0.0.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
  });

  it('keeps the newest version of each schema, retired ones only on request', () => {
    const all = [
      s(1, 'A', '0.0.9'),
      s(2, 'A', '0.0.10'),
      s(3, 'B', '1.0.0', { status: 'DISABLED' }),
    ];
    expect(latestVersions(all, false).map((x) => x.id)).toEqual([2]);
    expect(latestVersions(all, true).map((x) => x.id)).toEqual([2, 3]);
  });

  it('runs on a network whose family its tags name, or anywhere without tags', () => {
    expect(runsOn(s(1, 'A', '1', { networkTags: ['EVM'] }), 'arbitrum')).toBe(true);
    expect(runsOn(s(1, 'A', '1', { networkTags: ['EVM'] }), 'bitcoin')).toBe(false);
    expect(runsOn(s(1, 'A', '1', { networkTags: [] }), 'solana')).toBe(true);
  });
});
