import { z } from 'zod';
import { MAX_PAGE_SIZE, StatusSchema, type SearchBody } from '@/api/common';
import { AddressTypeSchema } from '@/api/contract/schemas';
import { NetworkSchema } from '@/api/network/schemas';
import { andWhere, equals, quote, textMatch } from '@/lib/where';

export const CONTRACT_SORT_FIELDS = ['name', 'chainUid', 'updatedAt', 'createdAt', 'id'] as const;

/** The contracts list's URL state; a hand-edited invalid value falls back to its default. */
export const ContractListSearchSchema = z.object({
  q: z.string().optional().catch(undefined),
  projectId: z.int().positive().optional().catch(undefined),
  network: NetworkSchema.optional().catch(undefined),
  type: AddressTypeSchema.optional().catch(undefined),
  status: StatusSchema.optional().catch(undefined),
  tag: z.string().optional().catch(undefined),
  sort: z.enum(CONTRACT_SORT_FIELDS).default('name').catch('name'),
  order: z.enum(['Asc', 'Desc']).default('Asc').catch('Asc'),
  from: z.int().min(0).default(0).catch(0),
  size: z.int().min(1).max(MAX_PAGE_SIZE).default(25).catch(25),
});
export type ContractListSearch = z.infer<typeof ContractListSearchSchema>;
export const CONTRACT_LIST_DEFAULTS = { sort: 'name', order: 'Asc', from: 0, size: 25 } as const;

/** Hex addresses are compared lowercase by the service (real-service notes), so text matches both. */
function nameOrAddress(q: string | undefined): string | undefined {
  const t = q?.trim();
  if (!t) return undefined;
  const byName = textMatch(t, ['name', 'category']);
  const like = quote(`%${t.toLowerCase()}%`);
  return `${byName} or address like ${quote(`%${t}%`)} or address like ${like}`;
}

export function contractSearchBody(s: ContractListSearch): SearchBody {
  return {
    where: andWhere(
      nameOrAddress(s.q),
      s.projectId !== undefined && equals('projectId', s.projectId),
      equals('chainUid', s.network),
      equals('addressType', s.type),
      equals('status', s.status),
      equals('tags', s.tag),
    ),
    sort: [{ field: s.sort, order: s.order }],
    from: s.from,
    size: s.size,
    trackTotal: true,
  };
}
