import type { ScoreRecord } from '@/api/score/schemas';

const one = (n: number) => (Math.round(n * 10) / 10).toString();

/** A score as shown: one decimal at most. */
export const formatScore = (n: number | null | undefined) => (n == null ? '—' : one(n));

/** A change with its sign (`+2`, `−15`, `0`). */
export function formatChange(n: number | null | undefined): string {
  if (n == null) return '—';
  if (n > 0) return `+${one(n)}`;
  if (n < 0) return `−${one(-n)}`;
  return '0';
}

/** The score before the record's change, when the record carries both. */
export function scoreBefore(r: Pick<ScoreRecord, 'score' | 'scoreChange'>): number | null {
  return r.score == null || r.scoreChange == null ? null : r.score - r.scoreChange;
}

export const isViewed = (r: Pick<ScoreRecord, 'tags'>) => (r.tags ?? []).includes('viewed');

/** A record's name in lists and summaries (its alert's name and its uid, which is unique). */
export const scoreName = (r: ScoreRecord) => `${r.alertName || 'Score record'} · ${r.uid}`;
