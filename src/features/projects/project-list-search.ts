import { z } from 'zod';
import { MAX_PAGE_SIZE, StatusSchema, type SearchBody } from '@/api/common';
import { andWhere, equals, textMatch } from '@/lib/where';

export const PROJECT_SORT_FIELDS = ['name', 'updatedAt', 'createdAt', 'id'] as const;

/**
 * The projects list's URL state. Every field degrades gracefully: a hand-edited, invalid value
 * falls back to its default instead of throwing.
 */
export const ProjectListSearchSchema = z.object({
  q: z.string().optional().catch(undefined),
  status: StatusSchema.optional().catch(undefined),
  tag: z.string().optional().catch(undefined),
  /** Advanced: a raw `where` clause, ANDed with the filters above. */
  where: z.string().optional().catch(undefined),
  sort: z.enum(PROJECT_SORT_FIELDS).default('name').catch('name'),
  order: z.enum(['Asc', 'Desc']).default('Asc').catch('Asc'),
  from: z.int().min(0).default(0).catch(0),
  size: z.int().min(1).max(MAX_PAGE_SIZE).default(25).catch(25),
});
export type ProjectListSearch = z.infer<typeof ProjectListSearchSchema>;
export const PROJECT_LIST_DEFAULTS = { sort: 'name', order: 'Asc', from: 0, size: 25 } as const;

export function projectSearchBody(s: ProjectListSearch): SearchBody {
  return {
    where: andWhere(
      textMatch(s.q, ['name', 'description']),
      equals('status', s.status),
      equals('tags', s.tag),
      s.where,
    ),
    sort: [{ field: s.sort, order: s.order }],
    from: s.from,
    size: s.size,
    trackTotal: true,
  };
}
