import { z } from 'zod/mini';
import { IdSchema, StatusSchema } from '@/api/common';
import { listSearch, searchBody, type SearchOf } from '@/components/list/list-search';
import { equals, textMatch } from '@/lib/where';

/** The users list's URL state: text (name, e-mail), organisation, role and status. */
export const userList = listSearch(
  { q: z.string(), organisationId: IdSchema, role: z.string(), status: StatusSchema },
  {
    sortFields: ['lastName', 'firstName', 'email', 'updatedAt', 'id'],
    defaultSort: 'lastName',
    where: true,
  },
);
export type UserListSearch = SearchOf<typeof userList>;

export const userSearchBody = (s: UserListSearch) =>
  searchBody(
    s,
    textMatch(s.q, ['firstName', 'lastName', 'email']),
    equals('organisationId', s.organisationId),
    // `roles` is a list: `=` matches a user holding that role (as `tags` does).
    equals('roles', s.role),
    equals('status', s.status),
  );
