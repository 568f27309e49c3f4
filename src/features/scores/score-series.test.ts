import { describe, expect, it } from 'vitest';
import type { ScoreRecord } from '@/api/score/schemas';
import { scoreGroups, scoreSeries } from './score-series';

const rec = (over: Partial<ScoreRecord>): ScoreRecord => ({
  uid: String(Math.random()),
  index: 'scores-2026.11',
  ...over,
});

const records = [
  rec({ contractId: 1, scoreGroup: 'security', timestamp: 30, score: 80, scoreChange: -10 }),
  rec({ contractId: 1, scoreGroup: 'security', timestamp: 10, score: 90, scoreChange: -10 }),
  rec({ contractId: 1, scoreGroup: 'financial', timestamp: 20, score: 95, scoreChange: -5 }),
  rec({ contractId: 2, scoreGroup: 'financial', timestamp: 5, score: 98, scoreChange: -2 }),
];

describe('scoreSeries', () => {
  it('picks the busiest contract and its busiest group, oldest point first', () => {
    const s = scoreSeries(records, {});
    expect(s.contractId).toBe(1);
    expect(s.group).toBe('security');
    expect(s.points).toEqual([
      { t: 10, score: 90, change: -10 },
      { t: 30, score: 80, change: -10 },
    ]);
  });

  it('follows the chosen contract and group', () => {
    const s = scoreSeries(records, { contractId: 2 });
    expect(s.group).toBe('financial');
    expect(s.points).toHaveLength(1);
    expect(scoreSeries(records, { contractId: 1, group: 'financial' }).points[0]?.score).toBe(95);
    expect(scoreSeries([], {}).points).toEqual([]);
    expect(scoreGroups(records)).toEqual(['financial', 'security']);
  });
});
