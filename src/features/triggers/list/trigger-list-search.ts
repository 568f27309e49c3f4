import { z } from 'zod/mini';
import { IdSchema, StatusSchema } from '@/api/common';
import { TriggerTypeSchema } from '@/api/trigger/enums';
import { listSearch, searchBody, type SearchOf } from '@/components/list/list-search';
import { equals, inProjectContracts, textMatch } from '@/lib/where';

/** The triggers list's URL state. */
export const triggerList = listSearch(
  {
    q: z.string(),
    type: TriggerTypeSchema,
    status: StatusSchema,
    contractId: IdSchema,
    projectId: IdSchema,
  },
  {
    sortFields: ['name', 'type', 'updatedAt', 'createdAt', 'id'],
    defaultSort: 'name',
    where: true,
  },
);
export type TriggerListSearch = SearchOf<typeof triggerList>;

/**
 * A project filters by its contracts (a trigger names its contract, not its project): the caller
 * passes the ids of the project's contracts, or an empty list when it has none.
 */
export function triggerSearchBody(s: TriggerListSearch, projectContracts?: readonly number[]) {
  return searchBody(
    s,
    textMatch(s.q, ['name']),
    equals('type', s.type),
    equals('status', s.status),
    equals('contractId', s.contractId),
    inProjectContracts(s.projectId, projectContracts),
  );
}
