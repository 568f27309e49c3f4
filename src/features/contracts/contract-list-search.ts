import { z } from 'zod/mini';
import { IdSchema, StatusSchema } from '@/api/common';
import { AddressTypeSchema } from '@/api/contract/enums';
import { NetworkSchema } from '@/api/network/schemas';
import { listSearch, searchBody, type SearchOf } from '@/components/list/list-search';
import { equals, quote, textMatch } from '@/lib/where';

/** The contracts list's URL state. */
export const contractList = listSearch(
  {
    q: z.string(),
    projectId: IdSchema,
    network: NetworkSchema,
    type: AddressTypeSchema,
    status: StatusSchema,
    tag: z.string(),
  },
  {
    sortFields: ['name', 'chainUid', 'updatedAt', 'createdAt', 'id'],
    defaultSort: 'name',
    where: true,
  },
);
export type ContractListSearch = SearchOf<typeof contractList>;

/** Hex addresses are compared lowercase by the service (real-service notes), so text matches both. */
function nameOrAddress(q: string | undefined): string | undefined {
  const t = q?.trim();
  if (!t) return undefined;
  const byName = textMatch(t, ['name', 'category']);
  const like = quote(`%${t.toLowerCase()}%`);
  return `${byName} or address like ${quote(`%${t}%`)} or address like ${like}`;
}

export const contractSearchBody = (s: ContractListSearch) =>
  searchBody(
    s,
    nameOrAddress(s.q),
    equals('projectId', s.projectId),
    equals('chainUid', s.network),
    equals('addressType', s.type),
    equals('status', s.status),
    equals('tags', s.tag),
  );
