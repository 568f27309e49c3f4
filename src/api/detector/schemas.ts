import { z } from 'zod';
import { LIMITS, tooLong } from '../rules/limits';
import { IdSchema, StatusSchema, recordFields, statusField } from '../common';
import { TenantDestinationSchema } from '../destination/schemas';

/** Interface § Detector, DetectorSchema; `faq`, `schema`, `uiSchema` from real-service notes. */
export const DetectorSchemaSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  title: z.string().nullish(),
  name: z.string(),
  version: z.string().nullish(),
  description: z.string().nullish(),
  author: z.string().nullish(),
  icon: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  networkTags: z.array(z.string()).nullish(),
  faq: z.array(z.looseObject({ name: z.string(), value: z.string() })).nullish(),
  schema: z.record(z.string(), z.unknown()).nullish(),
  uiSchema: z.record(z.string(), z.unknown()).nullish(),
});
export type DetectorSchema = z.infer<typeof DetectorSchemaSchema>;

/** Interface § Detector. `config` content is not shown: any object. */
export const DetectorRecordSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  schema: DetectorSchemaSchema.nullish(),
  contractId: IdSchema.nullish(),
  name: z.string(),
  tags: z.array(z.string()).nullish(),
  config: z.record(z.string(), z.unknown()).nullish(),
  destinations: z
    .array(z.looseObject({ ...recordFields, tenantDestination: TenantDestinationSchema.nullish() }))
    .nullish(),
  actions: z
    .array(
      z.looseObject({
        ...recordFields,
        scriptFilter: z.string().nullish(),
        scriptParams: z.record(z.string(), z.string()).nullish(),
        actionId: IdSchema.nullish(),
      }),
    )
    .nullish(),
});
export type Detector = z.infer<typeof DetectorRecordSchema>;

/** Real create body (real-service notes, confirmed). */
export const CreateDetectorSchema = z.strictObject({
  contractId: IdSchema,
  schemaId: IdSchema,
  name: z
    .string()
    .trim()
    .min(1, { error: 'name is required' })
    .max(LIMITS.name, tooLong('name', LIMITS.name)),
  status: StatusSchema.optional(),
  tags: z
    .array(z.string().max(LIMITS.shortText, tooLong('tag', LIMITS.shortText)))
    .max(50)
    .optional(),
  destinations: z.array(z.strictObject({ tenantDestinationId: IdSchema })).optional(),
  config: z.record(z.string(), z.unknown()).optional(),
});
export type CreateDetector = z.input<typeof CreateDetectorSchema>;
/** Partial bodies are accepted for detector updates (real-service notes, confirmed). */
export const UpdateDetectorSchema = CreateDetectorSchema.partial();
export type UpdateDetector = z.input<typeof UpdateDetectorSchema>;
