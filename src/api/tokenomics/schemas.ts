import { z } from 'zod/mini';
import { LIMITS, tooLong, requiredName } from '../rules/limits';
import { IdSchema, StatusSchema, TimestampSchema, recordFields, statusField } from '../common';
import { deferred } from '../deferred';

/** Interface § Tokenomics category, schedule entry. */
export const ScheduleEntrySchema = z.looseObject({
  ...recordFields,
  tokenomicsCategoryId: z.nullish(IdSchema),
  allocatedAt: TimestampSchema,
  value: z.number(),
});
export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>;

export const TokenomicsCategorySchema = z.looseObject({
  ...recordFields,
  ...statusField,
  contractId: IdSchema,
  name: z.string(),
  allocationAddress: z.string(),
  schedule: z.array(ScheduleEntrySchema),
});
export type TokenomicsCategory = z.infer<typeof TokenomicsCategorySchema>;

export const CreateTokenomicsCategorySchema = deferred(() =>
  z.strictObject({
    contractId: IdSchema,
    name: requiredName(),
    allocationAddress: z
      .string()
      .check(
        z.regex(/\S/, { error: 'allocationAddress is required' }),
        z.maxLength(LIMITS.address, tooLong('allocationAddress', LIMITS.address)),
      ),
    status: z.optional(StatusSchema),
  }),
);
export type CreateTokenomicsCategory = z.input<typeof CreateTokenomicsCategorySchema>;
/** Update is not published: inferred as a partial create without contractId. */
export const UpdateTokenomicsCategorySchema = deferred(() =>
  z.partial(
    z.omit(CreateTokenomicsCategorySchema, {
      contractId: true,
    }),
  ),
);
export type UpdateTokenomicsCategory = z.input<typeof UpdateTokenomicsCategorySchema>;
