import type { SearchBody } from '../../src/api/common';
import { badRequest, notFound } from './errors';
import { searchRecords } from './search';
import { whereFields } from './where';
import { parseWhere } from './where-parse';
import { WhereSyntaxError } from './where-syntax';

/** Fields every record may be filtered by, present or not on a given record. */
const COMMON_FIELDS = ['id', 'createdAt', 'updatedAt', 'status', 'tenantId', 'name', 'tags'];

/**
 * A field the resource's records never carry is an error, not an empty list: the fields known
 * are the common ones and every top-level field of the resource's records (all tenants').
 */
function checkFields(records: readonly object[], where: string | undefined): void {
  if (!where?.trim() || records.length === 0) return;
  const known = new Set(COMMON_FIELDS);
  for (const r of records.slice(0, 500)) for (const k of Object.keys(r)) known.add(k);
  const unknown = [
    ...new Set(whereFields(parseWhere(where)).map((f) => f.split('.')[0] ?? f)),
  ].filter((f) => !known.has(f));
  if (unknown.length)
    throw badRequest(
      `Invalid where clause: unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((f) => `'${f}'`).join(', ')}`,
      unknown.map((f) => `where: unknown field '${f}'`),
    );
}
import type { Table } from '../db/table';

/** Search body after its schema's defaults. */
export type ParsedSearch = Required<Pick<SearchBody, 'from' | 'size' | 'trackTotal'>> &
  Pick<SearchBody, 'where' | 'sort'>;

/** A tenant's records through the `where` language; bad syntax is a 400 saying where. */
export function search<T extends object>(
  records: readonly T[],
  body: ParsedSearch,
  /** The whole table (every tenant), whose records say which fields exist. */
  universe: readonly object[] = records,
) {
  try {
    checkFields(universe, body.where);
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

/**
 * A tenant's records of a table through `where`. The table keeps them by tenant, so on records
 * that do not carry `tenantId` (contracts, detectors…) it reads as the key's tenant: the notes'
 * first `where` example is `tenantId = 490`, and it matched nothing there.
 */
export function searchOwn<T extends object>(
  table: Table<T, number>,
  tenantId: number,
  body: ParsedSearch,
) {
  const records = table.list(tenantId);
  const named =
    body.where && /\btenantId\b/.test(body.where)
      ? records.map((r) => ('tenantId' in r ? r : { ...r, tenantId }))
      : records;
  return search(named, body);
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
