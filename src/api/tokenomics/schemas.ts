import { z } from 'zod';
import { LIMITS, tooLong } from '../rules/limits';
import { IdSchema, StatusSchema, TimestampSchema, recordFields, statusField } from '../common';

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

export const CreateTokenomicsCategorySchema = z.strictObject({
  contractId: IdSchema,
  name: z
    .string()
    .trim()
    .min(1, { error: 'name is required' })
    .max(LIMITS.name, tooLong('name', LIMITS.name)),
  allocationAddress: z
    .string()
    .regex(/\S/, { error: 'allocationAddress is required' })
    .max(LIMITS.address, tooLong('allocationAddress', LIMITS.address)),
  status: z.optional(StatusSchema),
});
export type CreateTokenomicsCategory = z.input<typeof CreateTokenomicsCategorySchema>;
/** Update is not published: inferred as a partial create without contractId. */
export const UpdateTokenomicsCategorySchema = CreateTokenomicsCategorySchema.omit({
  contractId: true,
}).partial();
export type UpdateTokenomicsCategory = z.input<typeof UpdateTokenomicsCategorySchema>;
