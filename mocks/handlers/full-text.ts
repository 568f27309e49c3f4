/** Shared by the endpoints whose filter is a full-text `query` (alerts, scores, usage). */
import type { SortItem } from '../../src/api/common';
import { badRequest } from '../lib/errors';
import type * as QueryLanguage from '../lib/lucene-query';
import { searchRecords } from '../lib/search';

type Rec = Record<string, unknown>;

let language: Promise<typeof QueryLanguage> | undefined;
/**
 * The query language (the `lucene` parser and our evaluator) loads with the first full-text
 * search: in the demo it is a chunk of its own, off the path to the first screen's rows.
 */
const queryLanguage = () => (language ??= import('../lib/lucene-query'));

/** No query, or a blank one: every record matches, and the language need not load. */
const ALL = () => true;
const blank = (query: string | undefined) => query === undefined || query.trim() === '';

/** Compiles `query`; bad syntax is a 400 naming the field and the position. */
export async function queryPredicate(query: string | undefined): Promise<(rec: Rec) => boolean> {
  if (blank(query)) return ALL;
  const { QuerySyntaxError, compileQuery } = await queryLanguage();
  try {
    return compileQuery(query);
  } catch (err) {
    if (err instanceof QuerySyntaxError)
      throw badRequest(`Invalid query: ${err.message}`, [`query: ${err.message}`]);
    throw err;
  }
}

/** Like `queryPredicate`, but reports the violation into `errors` so other rules can join it. */
export async function tryQuery(
  query: string | undefined,
  errors: string[],
): Promise<((rec: Rec) => boolean) | undefined> {
  if (blank(query)) return ALL;
  const { QuerySyntaxError, compileQuery } = await queryLanguage();
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

export async function fullTextSearch<T extends object>(
  records: readonly T[],
  body: FullTextSearch,
): Promise<{ data: T[]; total?: number }> {
  const predicate = await queryPredicate(body.query);
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
