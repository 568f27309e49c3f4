import { z } from 'zod/mini';
import { StatusSchema } from '@/api/common';
import { listSearch, searchBody, type SearchOf } from '@/components/list/list-search';
import { equals, textMatch } from '@/lib/where';

/** The organisations list's URL state. */
export const organisationList = listSearch(
  { q: z.string(), status: StatusSchema },
  { sortFields: ['name', 'parent', 'updatedAt', 'id'], defaultSort: 'name', where: true },
);
export type OrganisationListSearch = SearchOf<typeof organisationList>;

export const organisationSearchBody = (s: OrganisationListSearch) =>
  searchBody(s, textMatch(s.q, ['name', 'parent']), equals('status', s.status));
