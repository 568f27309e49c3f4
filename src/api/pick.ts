import { z } from 'zod/mini';
import { searchResultSchema, type SearchBody } from './common';
import type { Endpoint } from './endpoint';
import { readQuery, type BodyOf, type ResourceKeys } from './resource';

/**
 * Some fields of a record, the only ones parsed and kept: what a picker names. The rest of each
 * record (a detector's embedded schema and config) is neither walked by the parser nor held in
 * the cache — a tenant's first 1,000 detectors parsed whole took ~17 ms of a page's first second.
 */
export function someFields<S extends z.ZodMiniObject, M extends z.core.util.Mask<keyof S['shape']>>(
  schema: S,
  mask: M & Record<Exclude<keyof M, keyof S['shape']>, never>,
) {
  return z.object(z.pick(schema, mask).shape);
}

/**
 * A search answered with only the fields `item` names (a picker's, `someFields`): keyed under the
 * resource's lists, so every write refreshes it, and apart from the full records' pages.
 */
export function pickQuery<S extends Endpoint, T extends z.core.SomeType>(
  keys: ResourceKeys,
  search: S,
  item: T,
) {
  const picked = { ...search, response: searchResultSchema(item) };
  return readQuery(
    picked,
    (body: BodyOf<S>) => [...keys.lists(), 'pick', body],
    (body) => ({ body }),
  );
}

/** The tenant's first 1,000 by name, with the total (a picker says when there are more). */
export const FIRST_1000_BY_NAME: SearchBody = {
  sort: [{ field: 'name', order: 'Asc' }],
  size: 1000,
  trackTotal: true,
};

/** Every record of one contract, by name. */
export const ofContract = (contractId: number): SearchBody => ({
  where: `contractId = ${contractId}`,
  sort: [{ field: 'name', order: 'Asc' }],
  size: 1000,
});
