import type { ScoreRecord } from '@/api/score/schemas';

export interface ScoreSeries {
  contractId: number | undefined;
  group: string | undefined;
  /** One point per record of the contract and group, oldest first. */
  points: { t: number; score: number; change: number }[];
}

function mostFrequent<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  for (const [v, n] of counts)
    if (n > bestCount) {
      best = v;
      bestCount = n;
    }
  return best;
}

/**
 * A score is kept per contract and score group: the series of the chosen contract and group,
 * or of the busiest ones in the records when none is chosen.
 */
export function scoreSeries(
  records: readonly ScoreRecord[],
  chosen: { contractId?: number | undefined; group?: string | undefined },
): ScoreSeries {
  const contractId =
    chosen.contractId ??
    mostFrequent(records.flatMap((r) => (r.contractId == null ? [] : [r.contractId])));
  const ofContract = records.filter((r) => r.contractId === contractId);
  const group =
    chosen.group ?? mostFrequent(ofContract.flatMap((r) => (r.scoreGroup ? [r.scoreGroup] : [])));
  const points = ofContract
    .filter((r) => r.scoreGroup === group && r.timestamp != null && r.score != null)
    .map((r) => ({ t: r.timestamp ?? 0, score: r.score ?? 0, change: r.scoreChange ?? 0 }))
    .sort((a, b) => a.t - b.t);
  return { contractId, group, points };
}

/** The score groups present in the records, sorted. */
export const scoreGroups = (records: readonly ScoreRecord[]) =>
  [...new Set(records.flatMap((r) => (r.scoreGroup ? [r.scoreGroup] : [])))].sort();
