import { z } from 'zod';

/** Interface § Score record. */
export const ScoreRecordSchema = z.looseObject({
  uid: z.string(),
  index: z.string(),
  timestamp: z.number().nullish(),
  i: z.number().nullish(),
  type: z.string().nullish(),
  organisationId: z.number().nullish(),
  licenseId: z.number().nullish(),
  licenseInstanceId: z.number().nullish(),
  tenantId: z.number().nullish(),
  projectId: z.number().nullish(),
  contractId: z.number().nullish(),
  txHash: z.string().nullish(),
  detectorSchemaName: z.string().nullish(),
  alertId: z.string().nullish(),
  monitorId: z.string().nullish(),
  alertName: z.string().nullish(),
  alertMessage: z.string().nullish(),
  numericSeverity: z.number().nullish(),
  severity: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  meta: z.record(z.string(), z.unknown()).nullish(),
  scoreGroup: z.string().nullish(),
  score: z.number().nullish(),
  scoreChange: z.number().nullish(),
  key: z.string().nullish(),
  value: z.number().nullish(),
});
export type ScoreRecord = z.infer<typeof ScoreRecordSchema>;

/** Interface § Endpoints, score update body: tags empty or `viewed`. */
export const UpdateScoreSchema = z.strictObject({
  tags: z.array(z.literal('viewed', { error: "tags may only contain 'viewed'" })).max(1, {
    error: "tags is either empty or ['viewed']",
  }),
});
export type UpdateScore = z.input<typeof UpdateScoreSchema>;

/** Query parameter `refresh` (real-service notes): both spellings accepted. */
export const ScoreRefreshSchema = z.enum(['true', 'false', 'wait_for', 'True', 'False', 'WaitFor']);
export type ScoreRefresh = z.infer<typeof ScoreRefreshSchema>;
