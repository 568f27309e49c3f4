import type { AlertSearch } from '../../src/api/alert/schemas';
import type { ScoreRecord } from '../../src/api/score/schemas';
import type { Tables } from '../db/store';
import { db } from '../db/store';
import { notFound } from '../lib/errors';
import { afterFill, pathId, type Implementations } from '../lib/implement';
import { mustGet } from '../lib/resource';
import { fullTextSearch } from './full-text';

type ScoreImpl = Pick<Implementations, 'scoreSearch' | 'scoreUpdate' | 'organisationScoreSearch'>;

/**
 * What search still sees of records updated with `refresh=false`: the version before the
 * update, until a later update asks for a refresh (`true`/`wait_for`), as a search engine's
 * index does. Keyed by the tables so a reseed starts clean.
 */
const staleByTables = new WeakMap<Tables, Map<string, ScoreRecord>>();
function stale(): Map<string, ScoreRecord> {
  let m = staleByTables.get(db.tables);
  if (!m) {
    m = new Map();
    staleByTables.set(db.tables, m);
  }
  return m;
}
const keyOf = (r: ScoreRecord) => `${r.index}/${r.uid}`;

type Body = AlertSearch & { from: number; size: number; trackTotal: boolean };

function searchScores(records: readonly ScoreRecord[], body: Body) {
  const old = stale();
  const visible = old.size ? records.map((r) => old.get(keyOf(r)) ?? r) : records;
  const ranges = body.timeseries ?? [];
  const inRange = ranges.length
    ? visible.filter((r) =>
        ranges.some((x) => (r.timestamp ?? 0) >= x.from && (r.timestamp ?? 0) <= x.to),
      )
    : visible;
  return fullTextSearch(inRange, body);
}

/** The tables the score resolvers read, made first if still to come (see afterFill). */
const scoreTable = () => db.tables.score;

export const scoreResolvers: ScoreImpl = {
  scoreSearch: afterFill(scoreTable, ({ auth, body }) =>
    searchScores(db.tables.score.list(auth.tenantId), body),
  ),

  /** Score search of one organisation (real-service notes: it exists; path confirmed). */
  organisationScoreSearch: afterFill(scoreTable, ({ auth, params, body }) => {
    const org = mustGet(db.tables.organisation, auth.tenantId, pathId(params, 'Organisation'));
    const records = db.tables.score.list(auth.tenantId).filter((r) => r.organisationId === org.id);
    return searchScores(records, body);
  }),

  /** `refresh`: false leaves the change invisible to search; true/wait_for show it (and all). */
  scoreUpdate: afterFill(scoreTable, ({ auth, params, body, query }) => {
    const index = params.index ?? '';
    const uid = params.uid ?? '';
    const current = db.tables.score.get(auth.tenantId, `${index}/${uid}`);
    if (!current) throw notFound('Score record', `${index}/${uid}`);
    const next: ScoreRecord = { ...current, tags: [...body.tags] };
    db.tables.score.replace(auth.tenantId, next);
    const refresh = (query.get('refresh') ?? 'false').toLowerCase();
    if (refresh === 'false') {
      if (!stale().has(keyOf(current))) stale().set(keyOf(current), current);
    } else {
      stale().clear();
    }
    return next;
  }),
};
