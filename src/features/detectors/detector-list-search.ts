import { z } from 'zod/mini';
import { IdSchema, StatusSchema } from '@/api/common';
import { listSearch, searchBody, type SearchOf } from '@/components/list/list-search';
import { equals, inProjectContracts, textMatch } from '@/lib/where';

/** The detectors list's URL state. */
export const detectorList = listSearch(
  {
    q: z.string(),
    status: StatusSchema,
    schemaId: IdSchema,
    contractId: IdSchema,
    projectId: IdSchema,
    tag: z.string(),
  },
  { sortFields: ['name', 'updatedAt', 'createdAt', 'id'], defaultSort: 'name', where: true },
);
export type DetectorListSearch = SearchOf<typeof detectorList>;

/**
 * A project filters by its contracts (a detector names its contract, not its project): the
 * caller passes the ids of the project's contracts, or an empty list when it has none.
 */
export function detectorSearchBody(s: DetectorListSearch, projectContracts?: readonly number[]) {
  return searchBody(
    s,
    textMatch(s.q, ['name']),
    equals('status', s.status),
    // The record embeds its schema; the search reads it by path (docs/spec-gaps.md).
    equals('schema.id', s.schemaId),
    equals('contractId', s.contractId),
    equals('tags', s.tag),
    inProjectContracts(s.projectId, projectContracts),
  );
}
