import { z } from 'zod/mini';
import { LIMITS, tooLong } from './rules/limits';
import { deferred } from './deferred';

/** Interface § Common fields: `Status`, default ACTIVE. */
export const StatusSchema = z.enum(['ACTIVE', 'DISABLED', 'DELETED']);
export type Status = z.infer<typeof StatusSchema>;

/** int64 ids travel as JSON numbers; the console only ever sees positive ones. */
export const IdSchema = z.int().check(z.positive());
export const Int64Schema = z.int();
/** Epoch milliseconds (real-service notes: confirmed). */
export const TimestampSchema = z.number();

/** Common fields of most records. Not-shown fields are optional in responses. */
export const recordFields = {
  id: IdSchema,
  createdAt: z.nullish(TimestampSchema),
  updatedAt: z.nullish(TimestampSchema),
};
export const statusField = { status: z.nullish(StatusSchema) };

export const SortOrderSchema = z.enum(['Asc', 'Desc']);
export const SortItemSchema = deferred(() =>
  z.strictObject({
    field: z.string().check(z.minLength(1, { error: 'sort field must not be empty' })),
    order: z.optional(SortOrderSchema),
  }),
);
export type SortItem = z.infer<typeof SortItemSchema>;

/** Interface § Search body: from ≥ 0 (default 0), size 0..10000 (default 10), sort ≥ 1 item. */
export const SearchBodySchema = deferred(() =>
  z.strictObject({
    from: z._default(z.int32().check(z.minimum(0, { error: 'from must be 0 or more' })), 0),
    size: z._default(
      z
        .int32()
        .check(
          z.minimum(0, { error: 'size must be between 0 and 10000' }),
          z.maximum(10000, { error: 'size must be between 0 and 10000' }),
        ),
      10,
    ),
    where: z.optional(z.string()),
    sort: z.optional(
      z.array(SortItemSchema).check(z.minLength(1, { error: 'sort needs at least one item' })),
    ),
    trackTotal: z._default(z.boolean(), false),
  }),
);
export type SearchBody = z.input<typeof SearchBodySchema>;
export const MAX_PAGE_SIZE = 10000;

export function searchResultSchema<T extends z.core.SomeType>(item: T) {
  return z.looseObject({ data: z.array(item), total: z.nullish(z.number()) });
}
export type SearchResult<T> = { data: T[]; total?: number | null };

/** `{uid}` answers of the delete endpoints (interface § Endpoints). */
export const UidResponseSchema = z.looseObject({ uid: z.nullish(z.string()) });
export type UidResponse = z.infer<typeof UidResponseSchema>;

/** Body-less endpoints. */
export const NoBodySchema = z.undefined();

/** URL of an icon/logo: anything stored, but only http(s) is ever rendered. */
export const HTTP_URL = /^https?:\/\/\S+$/i;
export function isHttpUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && HTTP_URL.test(value);
}

/**
 * An icon or logo URL sent by a form: trimmed, blank to clear it, else http(s) (anything else
 * is never rendered) of at most LIMITS.url characters. One rule for projects, contracts and
 * the tenant; regulator organisations follow the interface's own patterns.
 */
export const imageUrl = (field: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(LIMITS.url, tooLong(field, LIMITS.url)),
    z.refine((v) => v === '' || HTTP_URL.test(v), {
      error: `${field} must be blank or an http(s) URL`,
    }),
  );
