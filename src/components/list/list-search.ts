import { z } from 'zod/mini';
import { MAX_PAGE_SIZE, type SearchBody, type SortItem } from '@/api/common';
import { lazySchema, orDefault, orUndefined } from '@/lib/fallback';
import { andWhere, type Clause } from '@/lib/where';

export type SortOrder = 'Asc' | 'Desc';

/** What every list's URL holds besides its filters. */
export interface ListPaging<S extends string = string> {
  where?: string;
  sort: S;
  order: SortOrder;
  from: number;
  size: number;
}

interface ListOptions<S extends string> {
  sortFields: readonly [S, ...S[]];
  defaultSort: NoInfer<S>;
  /** Defaults to Desc when the default sort is a time, Asc otherwise. */
  defaultOrder?: SortOrder;
  defaultSize?: number;
  /** Whether the list offers the advanced `where` box. */
  where?: boolean;
}

/** Fields that read best newest (or largest) first. */
const DESCENDING_FIRST = /At$|^timestamp$|^score/;
export const defaultOrderOf = (field: string): SortOrder =>
  DESCENDING_FIRST.test(field) ? 'Desc' : 'Asc';

type Filters = Record<string, z.core.SomeType>;
type FilterValues<F extends Filters> = { [K in keyof F]?: z.output<F[K]> };

/**
 * A list's URL state from a description of its filters: one source for the schema, its defaults,
 * "is filtered" and "cleared". Every field degrades gracefully (`.catch`), so a hand-edited URL
 * falls back to the default instead of throwing.
 */
export function listSearch<F extends Filters, S extends string>(filters: F, opts: ListOptions<S>) {
  const defaultOrder = opts.defaultOrder ?? defaultOrderOf(opts.defaultSort);
  const defaultSize = opts.defaultSize ?? 25;
  // Built on the first parse (lazySchema): the route tree defines every list at start-up.
  const schema = lazySchema(() =>
    z.object({
      ...(Object.fromEntries(Object.entries(filters).map(([k, s]) => [k, orUndefined(s)])) as {
        [K in keyof F]: z.ZodMiniCatch<z.ZodMiniOptional<F[K]>>;
      }),
      where: orUndefined(z.string()),
      sort: orDefault(z.enum(opts.sortFields), opts.defaultSort),
      order: orDefault(z.enum(['Asc', 'Desc']), defaultOrder),
      from: orDefault(z.int().check(z.minimum(0)), 0),
      size: orDefault(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)), defaultSize),
    }),
  );
  type Search = FilterValues<F> & ListPaging<S>;
  const filterKeys = [...Object.keys(filters), ...(opts.where ? ['where'] : [])];
  const defaults = { sort: opts.defaultSort, order: defaultOrder, from: 0, size: defaultSize };
  const cleared = {
    ...Object.fromEntries(filterKeys.map((k) => [k, undefined])),
    where: undefined,
    from: 0,
  } as Partial<Search>;
  return {
    schema,
    defaults,
    sortFields: opts.sortFields,
    hasWhere: opts.where ?? false,
    isFiltered: (s: Search): boolean =>
      filterKeys.some((k) => {
        const v: unknown = (s as Record<string, unknown>)[k];
        return v !== undefined && v !== '';
      }),
    cleared,
  };
}
export type ListSearchDef = ReturnType<typeof listSearch>;
export type SearchOf<D extends { schema: { parse: (input: unknown) => unknown } }> = ReturnType<
  D['schema']['parse']
>;

/** The search body of a list: its clauses ANDed with the advanced `where`, sort and page. */
export function searchBody(s: ListPaging, ...clauses: Clause[]): SearchBody {
  const sort: SortItem[] = [{ field: s.sort, order: s.order }];
  return {
    where: andWhere(...clauses, s.where),
    sort,
    from: s.from,
    size: s.size,
    trackTotal: true,
  };
}
