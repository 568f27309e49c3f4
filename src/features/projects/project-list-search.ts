import { z } from 'zod/mini';
import { StatusSchema } from '@/api/common';
import { listSearch, searchBody, type SearchOf } from '@/components/list/list-search';
import { equals, textMatch } from '@/lib/where';

/** The projects list's URL state. */
export const projectList = listSearch(
  { q: z.string(), status: StatusSchema, tag: z.string() },
  { sortFields: ['name', 'updatedAt', 'createdAt', 'id'], defaultSort: 'name', where: true },
);
export type ProjectListSearch = SearchOf<typeof projectList>;

export const projectSearchBody = (s: ProjectListSearch) =>
  searchBody(
    s,
    textMatch(s.q, ['name', 'description']),
    equals('status', s.status),
    equals('tags', s.tag),
  );
