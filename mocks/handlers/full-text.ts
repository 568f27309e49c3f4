/** Shared by the endpoints whose filter is a full-text `query` (alerts, scores, usage). */
import type { SortItem } from '../../src/api/common';
import { badRequest } from '../lib/errors';
import { QuerySyntaxError, compileQuery } from '../lib/lucene-query';
import { searchRecords } from '../lib/search';

type Rec = Record<string, unknown>;

/** Compiles `query`; bad syntax is a 400 naming the field and the position. */
export function queryPredicate(query: string | undefined): (rec: Rec) => boolean {
  try {
    return compileQuery(query);
  } catch (err) {
    if (err instanceof QuerySyntaxError)
      throw badRequest(`Invalid query: ${err.message}`, [`query: ${err.message}`]);
    throw err;
  }
}

/** Like `queryPredicate`, but reports the violation into `errors` so other rules can join it. */
export function tryQuery(
  query: string | undefined,
  errors: string[],
): ((rec: Rec) => boolean) | undefined {
  try {
    return compileQuery(query);
  } catch (err) {
    if (err instanceof QuerySyntaxError) {
      errors.push(`query: ${err.message}`);
      return undefined;
    }
    throw err;
  }
}

export interface FullTextSearch {
  from: number;
  size: number;
  query?: string | undefined;
  sort?: SortItem[] | undefined;
  trackTotal: boolean;
}

/** Newest first unless told otherwise, as the real console's alert list asks. */
const NEWEST_FIRST: SortItem[] = [{ field: 'timestamp', order: 'Desc' }];

export function fullTextSearch<T extends object>(records: readonly T[], body: FullTextSearch) {
  const predicate = queryPredicate(body.query);
  // Records are plain JSON objects; the query reads fields by name.
  const matches = (records as unknown as Rec[]).filter(predicate);
  try {
    const page = searchRecords(matches, {
      from: body.from,
      size: body.size,
      sort: body.sort ?? NEWEST_FIRST,
      trackTotal: body.trackTotal,
    });
    return page as unknown as { data: T[]; total?: number };
  } catch (err) {
    if (err instanceof RangeError) throw badRequest(err.message, [`sort: ${err.message}`]);
    throw err;
  }
}
