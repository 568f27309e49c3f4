import { z } from 'zod/mini';
import { INTERVAL_HINT, INTERVAL_PATTERN } from '../rules/intervals';
import { deferred } from '../deferred';

/** Interface § Usage dashboard body. Which fields are required is not shown: from, to, interval (docs/spec-gaps.md). */
export const UsageBodySchema = deferred(() =>
  z.strictObject({
    from: z.int().check(z.minimum(0, { error: 'from must be 0 or more' })),
    to: z.int().check(z.minimum(0, { error: 'to must be 0 or more' })),
    interval: z
      .string()
      .check(z.regex(INTERVAL_PATTERN, { error: `interval must be ${INTERVAL_HINT}` })),
    query: z.optional(z.string()),
    timezone: z.optional(z.string()),
  }),
);
export type UsageBody = z.input<typeof UsageBodySchema>;

/** Interface § Usage histogram response. */
export const HistogramSchema = z.looseObject({
  data: z.array(z.looseObject({ ts: z.number(), bucket: z.record(z.string(), z.unknown()) })),
});
export type Histogram = z.infer<typeof HistogramSchema>;
