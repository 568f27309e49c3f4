import { z } from 'zod/mini';
import { deferred } from '../deferred';

/** Interface § Score record. */
export const ScoreRecordSchema = z.looseObject({
  uid: z.string(),
  index: z.string(),
  timestamp: z.nullish(z.number()),
  i: z.nullish(z.number()),
  type: z.nullish(z.string()),
  organisationId: z.nullish(z.number()),
  licenseId: z.nullish(z.number()),
  licenseInstanceId: z.nullish(z.number()),
  tenantId: z.nullish(z.number()),
  projectId: z.nullish(z.number()),
  contractId: z.nullish(z.number()),
  txHash: z.nullish(z.string()),
  detectorSchemaName: z.nullish(z.string()),
  alertId: z.nullish(z.string()),
  monitorId: z.nullish(z.string()),
  alertName: z.nullish(z.string()),
  alertMessage: z.nullish(z.string()),
  numericSeverity: z.nullish(z.number()),
  severity: z.nullish(z.string()),
  tags: z.nullish(z.array(z.string())),
  meta: z.nullish(z.record(z.string(), z.unknown())),
  scoreGroup: z.nullish(z.string()),
  score: z.nullish(z.number()),
  scoreChange: z.nullish(z.number()),
  key: z.nullish(z.string()),
  value: z.nullish(z.number()),
});
export type ScoreRecord = z.infer<typeof ScoreRecordSchema>;

/** Interface § Endpoints, score update body: tags empty or `viewed`. */
export const UpdateScoreSchema = deferred(() =>
  z.strictObject({
    tags: z.array(z.literal('viewed', { error: "tags may only contain 'viewed'" })).check(
      z.maxLength(1, {
        error: "tags is either empty or ['viewed']",
      }),
    ),
  }),
);
export type UpdateScore = z.input<typeof UpdateScoreSchema>;

/** Query parameter `refresh` (real-service notes): both spellings accepted. */
export const ScoreRefreshSchema = z.enum(['true', 'false', 'wait_for', 'True', 'False', 'WaitFor']);
export type ScoreRefresh = z.infer<typeof ScoreRefreshSchema>;
