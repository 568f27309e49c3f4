import { z } from 'zod';
import { MAX_PAGE_SIZE, StatusSchema, type SearchBody } from '@/api/common';
import { andWhere, equals, textMatch } from '@/lib/where';

export const ACTION_SORT_FIELDS = ['name', 'updatedAt', 'createdAt', 'id'] as const;

/** The actions list's URL state; a hand-edited, invalid value falls back to its default. */
export const ActionListSearchSchema = z.object({
  q: z.string().optional().catch(undefined),
  status: StatusSchema.optional().catch(undefined),
  contractId: z.int().positive().optional().catch(undefined),
  walletId: z.int().positive().optional().catch(undefined),
  sort: z.enum(ACTION_SORT_FIELDS).default('name').catch('name'),
  order: z.enum(['Asc', 'Desc']).default('Asc').catch('Asc'),
  from: z.int().min(0).default(0).catch(0),
  size: z.int().min(1).max(MAX_PAGE_SIZE).default(25).catch(25),
});
export type ActionListSearch = z.infer<typeof ActionListSearchSchema>;
export const ACTION_LIST_DEFAULTS = { sort: 'name', order: 'Asc', from: 0, size: 25 } as const;

export function actionSearchBody(s: ActionListSearch): SearchBody {
  return {
    where: andWhere(
      textMatch(s.q, ['name', 'description', 'funcSignature']),
      equals('status', s.status),
      equals('contractId', s.contractId),
      equals('walletId', s.walletId),
    ),
    sort: [{ field: s.sort, order: s.order }],
    from: s.from,
    size: s.size,
    trackTotal: true,
  };
}
