import type { ScoreRecord } from '../../src/api/score/schemas';
import { db } from '../db/store';
import { notFound } from '../lib/errors';
import type { Implementations } from '../lib/implement';
import { fullTextSearch } from './full-text';

type ScoreImpl = Pick<Implementations, 'scoreSearch' | 'scoreUpdate'>;

export const scoreResolvers: ScoreImpl = {
  scoreSearch: ({ auth, body }) => fullTextSearch(db.tables.score.list(auth.tenantId), body),

  // `refresh` (validated by the row's query schema) only controls search visibility in the real
  // service; this store is always consistent, so every value behaves like `true`.
  scoreUpdate: ({ auth, params, body }) => {
    const index = params.index ?? '';
    const uid = params.uid ?? '';
    const current = db.tables.score.get(auth.tenantId, `${index}/${uid}`);
    if (!current) throw notFound('Score record', `${index}/${uid}`);
    const next: ScoreRecord = { ...current, tags: [...body.tags] };
    db.tables.score.replace(auth.tenantId, next);
    return next;
  },
};
