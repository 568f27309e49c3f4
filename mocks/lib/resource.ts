import type { SearchBody } from '../../src/api/common';
import { badRequest, notFound } from './errors';
import { searchRecords } from './search';
import { WhereSyntaxError } from './where';
import type { Table } from '../db/table';

/** Search body after its schema's defaults. */
export type ParsedSearch = Required<Pick<SearchBody, 'from' | 'size' | 'trackTotal'>> &
  Pick<SearchBody, 'where' | 'sort'>;

/** A tenant's records through the `where` language; bad syntax is a 400 saying where. */
export function search<T extends object>(records: readonly T[], body: ParsedSearch) {
  try {
    // Records are plain JSON objects; the search reads fields by name.
    return searchRecords(records as unknown as Record<string, unknown>[], body) as {
      data: T[];
      total?: number;
    };
  } catch (err) {
    if (err instanceof WhereSyntaxError) throw badRequest(`Invalid where clause: ${err.message}`);
    throw err;
  }
}

export function mustGet<T, K extends string | number>(
  table: Table<T, K>,
  tenantId: number,
  id: K,
): T {
  const found = table.get(tenantId, id);
  if (found === undefined) throw notFound(table.kind, id);
  return found;
}

/** Drops keys whose value is undefined so a partial update never erases a field. */
export function defined<T extends object>(patch: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(patch))
    if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
