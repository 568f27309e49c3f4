import { z } from 'zod/mini';
import { SortItemSchema } from '../common';
import { UsageBodySchema } from '../usage/schemas';
import { deferred } from '../deferred';

/** Stored alert fields (real-service notes, inferred). */
export const AlertSchema = z.looseObject({
  id: z.string(),
  tenantId: z.nullish(z.number()),
  projectId: z.nullish(z.number()),
  contractId: z.nullish(z.number()),
  detectorId: z.nullish(z.number()),
  detectorSchemaName: z.nullish(z.string()),
  alertName: z.nullish(z.string()),
  alertMessage: z.nullish(z.string()),
  numericSeverity: z.nullish(z.number()),
  severity: z.nullish(z.string()),
  txHash: z.nullish(z.string()),
  timestamp: z.number(),
  tags: z.nullish(z.array(z.string())),
  meta: z.nullish(z.record(z.string(), z.unknown())),
});
export type Alert = z.infer<typeof AlertSchema>;

/** Real body (real-service notes): `query` is a full-text query string, not SQL. */
export const AlertSearchSchema = deferred(() =>
  z.strictObject({
    from: z._default(z.int32().check(z.minimum(0, { error: 'from must be 0 or more' })), 0),
    size: z._default(
      z
        .int32()
        .check(z.minimum(0), z.maximum(10000, { error: 'size must be between 0 and 10000' })),
      10,
    ),
    query: z.optional(z.string()),
    sort: z.optional(
      z.array(SortItemSchema).check(z.minLength(1, { error: 'sort needs at least one item' })),
    ),
    trackTotal: z._default(z.boolean(), false),
    /** The vendor's time filter: alerts inside any of the ranges (epoch ms, inclusive). */
    timeseries: z.optional(
      z.array(
        z.strictObject({
          from: z.int().check(z.minimum(0, { error: 'from must be 0 or more' })),
          to: z.int().check(z.minimum(0, { error: 'to must be 0 or more' })),
        }),
      ),
    ),
  }),
);
export type AlertSearch = z.input<typeof AlertSearchSchema>;

/**
 * Aggregation payload is not published: modelled on the contract histogram (docs/spec-gaps.md),
 * the same body as the usage dashboard's.
 */
export const AlertAggregationSchema = deferred(() => UsageBodySchema);
export type AlertAggregation = z.input<typeof AlertAggregationSchema>;
/** A bucket entry of the contract histogram: `{count, maxSeverity}` (a label, or null). */
export const BucketStatsSchema = z.looseObject({
  count: z.number(),
  maxSeverity: z.nullish(z.union([z.string(), z.number()])),
});
/** Per-entry counts (the contract histogram's shape); a plain number tolerated too. */
const CountsSchema = z.nullish(z.union([z.number(), z.record(z.string(), z.number())]));
export const AlertAggregationResultSchema = z.looseObject({
  data: z.array(z.looseObject({ ts: z.number(), bucket: z.record(z.string(), z.unknown()) })),
  total: CountsSchema,
  count: CountsSchema,
  /** Matching alerts per severity label, for the chips (a new label must not fail the answer). */
  severityCounts: z.nullish(z.record(z.string(), z.number())),
});
export type AlertAggregationResult = z.infer<typeof AlertAggregationResultSchema>;
