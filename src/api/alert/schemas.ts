import { z } from 'zod';
import { INTERVAL_HINT, INTERVAL_PATTERN } from '../rules/intervals';
import { SortItemSchema } from '../common';

/** Stored alert fields (real-service notes, inferred). */
export const AlertSchema = z.looseObject({
  id: z.string(),
  tenantId: z.number().nullish(),
  projectId: z.number().nullish(),
  contractId: z.number().nullish(),
  detectorId: z.number().nullish(),
  detectorSchemaName: z.string().nullish(),
  alertName: z.string().nullish(),
  alertMessage: z.string().nullish(),
  numericSeverity: z.number().nullish(),
  severity: z.string().nullish(),
  txHash: z.string().nullish(),
  timestamp: z.number(),
  tags: z.array(z.string()).nullish(),
  meta: z.record(z.string(), z.unknown()).nullish(),
});
export type Alert = z.infer<typeof AlertSchema>;

/** Real body (real-service notes): `query` is a full-text query string, not SQL. */
export const AlertSearchSchema = z.strictObject({
  from: z.int32().min(0, { error: 'from must be 0 or more' }).default(0),
  size: z.int32().min(0).max(10000, { error: 'size must be between 0 and 10000' }).default(10),
  query: z.string().optional(),
  sort: z.array(SortItemSchema).min(1, { error: 'sort needs at least one item' }).optional(),
  trackTotal: z.boolean().default(false),
  /** The vendor's time filter: alerts inside any of the ranges (epoch ms, inclusive). */
  timeseries: z
    .array(
      z.strictObject({
        from: z.int().min(0, { error: 'from must be 0 or more' }),
        to: z.int().min(0, { error: 'to must be 0 or more' }),
      }),
    )
    .optional(),
});
export type AlertSearch = z.input<typeof AlertSearchSchema>;

/** Aggregation payload is not published: modelled on the contract histogram (docs/spec-gaps.md). */
export const AlertAggregationSchema = z.strictObject({
  from: z.int().min(0, { error: 'from must be 0 or more' }),
  to: z.int().min(0, { error: 'to must be 0 or more' }),
  interval: z.string().regex(INTERVAL_PATTERN, { error: `interval must be ${INTERVAL_HINT}` }),
  query: z.string().optional(),
  timezone: z.string().optional(),
});
export type AlertAggregation = z.input<typeof AlertAggregationSchema>;
/** A bucket entry of the contract histogram: `{count, maxSeverity}` (a label, or null). */
export const BucketStatsSchema = z.looseObject({
  count: z.number(),
  maxSeverity: z.union([z.string(), z.number()]).nullish(),
});
/** Per-entry counts (the contract histogram's shape); a plain number tolerated too. */
const CountsSchema = z.union([z.number(), z.record(z.string(), z.number())]).nullish();
export const AlertAggregationResultSchema = z.looseObject({
  data: z.array(z.looseObject({ ts: z.number(), bucket: z.record(z.string(), z.unknown()) })),
  total: CountsSchema,
  count: CountsSchema,
  /** Matching alerts per severity label, for the chips (a new label must not fail the answer). */
  severityCounts: z.record(z.string(), z.number()).nullish(),
});
export type AlertAggregationResult = z.infer<typeof AlertAggregationResultSchema>;
