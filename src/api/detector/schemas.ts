import { z } from 'zod';
import { LIMITS, tooLong } from '../rules/limits';
import { IdSchema, StatusSchema, recordFields, statusField } from '../common';
import { BoundActionsSchema, LinkedDestinationsSchema } from '../destination/schemas';

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
  contractId: z.nullish(IdSchema),
  name: z.string(),
  tags: z.array(z.string()).nullish(),
  config: z.record(z.string(), z.unknown()).nullish(),
  destinations: LinkedDestinationsSchema,
  actions: BoundActionsSchema,
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
  status: z.optional(StatusSchema),
  tags: z
    .array(z.string().max(LIMITS.shortText, tooLong('tag', LIMITS.shortText)))
    .max(50)
    .optional(),
  destinations: z.array(z.strictObject({ tenantDestinationId: IdSchema })).optional(),
  config: z.record(z.string(), z.unknown()).optional(),
  /** Who created it (the vendor's tools send e.g. `ATTACK_DETECTOR`); kept and answered. */
  source: z.string().trim().min(1, { error: 'source must not be blank' }).optional(),
});
export type CreateDetector = z.input<typeof CreateDetectorSchema>;
/** Partial bodies are accepted for detector updates (real-service notes, confirmed). */
export const UpdateDetectorSchema = CreateDetectorSchema.partial();
export type UpdateDetector = z.input<typeof UpdateDetectorSchema>;

/** Registration of a catalogue entry (`POST /schema`; admin keys only). */
export const RegisterSchemaSchema = z.strictObject({
  name: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'name must be an identifier such as DetectorAml' }),
  version: z
    .string()
    .regex(/^\d+\.\d+\.\d+([-+][\w.]+)?$/, { error: 'version must look like 1.2.3' }),
  title: z.string().trim().min(1, { error: 'title must not be blank' }).optional(),
  description: z.string().optional(),
  author: z.string().optional(),
  icon: z
    .string()
    .regex(/^https?:\/\/\S+$/i, { error: 'icon must be an http(s) URL' })
    .nullish(),
  tags: z.array(z.string().min(1, { error: 'tags must not be empty' })).optional(),
  networkTags: z.array(z.string().min(1, { error: 'networkTags must not be empty' })).optional(),
  faq: z.array(z.strictObject({ name: z.string().min(1), value: z.string() })).optional(),
  schema: z.record(z.string(), z.unknown()),
  uiSchema: z.record(z.string(), z.unknown()).optional(),
  status: z.optional(StatusSchema),
});
export type RegisterSchema = z.input<typeof RegisterSchemaSchema>;
/** `PUT /schema/{id}`: partial; a changed `schema` needs a new `version`. */
export const UpdateSchemaSchema = RegisterSchemaSchema.partial();
export type UpdateSchema = z.input<typeof UpdateSchemaSchema>;
