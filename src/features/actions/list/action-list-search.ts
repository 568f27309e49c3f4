import { z } from 'zod/mini';
import { IdSchema, StatusSchema } from '@/api/common';
import { listSearch, searchBody, type SearchOf } from '@/components/list/list-search';
import { equals, textMatch } from '@/lib/where';

/** The actions list's URL state. */
export const actionList = listSearch(
  { q: z.string(), status: StatusSchema, contractId: IdSchema, walletId: IdSchema },
  { sortFields: ['name', 'updatedAt', 'createdAt', 'id'], defaultSort: 'name', where: true },
);
export type ActionListSearch = SearchOf<typeof actionList>;

export const actionSearchBody = (s: ActionListSearch) =>
  searchBody(
    s,
    textMatch(s.q, ['name', 'description', 'funcSignature']),
    equals('status', s.status),
    equals('contractId', s.contractId),
    equals('walletId', s.walletId),
  );
