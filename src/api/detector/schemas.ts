import { z } from 'zod/mini';
import { LIMITS, tooLong, requiredName } from '../rules/limits';
import { HTTP_URL, IdSchema, StatusSchema, recordFields, statusField } from '../common';
import { BoundActionsSchema, LinkedDestinationsSchema } from '../destination/schemas';
import { deferred } from '../deferred';

/** Interface § Detector, DetectorSchema; `faq`, `schema`, `uiSchema` from real-service notes. */
export const DetectorSchemaSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  title: z.nullish(z.string()),
  name: z.string(),
  version: z.nullish(z.string()),
  description: z.nullish(z.string()),
  author: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  tags: z.nullish(z.array(z.string())),
  networkTags: z.nullish(z.array(z.string())),
  faq: z.nullish(z.array(z.looseObject({ name: z.string(), value: z.string() }))),
  schema: z.nullish(z.record(z.string(), z.unknown())),
  uiSchema: z.nullish(z.record(z.string(), z.unknown())),
});
export type DetectorSchema = z.infer<typeof DetectorSchemaSchema>;

/** Interface § Detector. `config` content is not shown: any object. */
export const DetectorRecordSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  schema: z.nullish(DetectorSchemaSchema),
  contractId: z.nullish(IdSchema),
  name: z.string(),
  tags: z.nullish(z.array(z.string())),
  config: z.nullish(z.record(z.string(), z.unknown())),
  destinations: LinkedDestinationsSchema,
  actions: BoundActionsSchema,
});
export type Detector = z.infer<typeof DetectorRecordSchema>;

/** Real create body (real-service notes, confirmed). */
export const CreateDetectorSchema = deferred(() =>
  z.strictObject({
    contractId: IdSchema,
    schemaId: IdSchema,
    name: requiredName(),
    status: z.optional(StatusSchema),
    tags: z.optional(
      z
        .array(z.string().check(z.maxLength(LIMITS.shortText, tooLong('tag', LIMITS.shortText))))
        .check(z.maxLength(50)),
    ),
    destinations: z.optional(z.array(z.strictObject({ tenantDestinationId: IdSchema }))),
    config: z.optional(z.record(z.string(), z.unknown())),
    /** Who created it (the vendor's tools send e.g. `ATTACK_DETECTOR`); kept and answered. */
    source: z.optional(
      z.string().check(z.trim(), z.minLength(1, { error: 'source must not be blank' })),
    ),
  }),
);
export type CreateDetector = z.input<typeof CreateDetectorSchema>;
/** Partial bodies are accepted for detector updates (real-service notes, confirmed). */
export const UpdateDetectorSchema = deferred(() => z.partial(CreateDetectorSchema));
export type UpdateDetector = z.input<typeof UpdateDetectorSchema>;

/** Registration of a catalogue entry (`POST /schema`; admin keys only). */
export const RegisterSchemaSchema = deferred(() =>
  z.strictObject({
    name: z.string().check(
      z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, {
        error: 'name must be an identifier such as DetectorAml',
      }),
    ),
    version: z
      .string()
      .check(z.regex(/^\d+\.\d+\.\d+([-+][\w.]+)?$/, { error: 'version must look like 1.2.3' })),
    title: z.optional(
      z.string().check(z.trim(), z.minLength(1, { error: 'title must not be blank' })),
    ),
    description: z.optional(z.string()),
    author: z.optional(z.string()),
    icon: z.nullish(z.string().check(z.regex(HTTP_URL, { error: 'icon must be an http(s) URL' }))),
    tags: z.optional(
      z.array(z.string().check(z.minLength(1, { error: 'tags must not be empty' }))),
    ),
    networkTags: z.optional(
      z.array(z.string().check(z.minLength(1, { error: 'networkTags must not be empty' }))),
    ),
    faq: z.optional(
      z.array(z.strictObject({ name: z.string().check(z.minLength(1)), value: z.string() })),
    ),
    schema: z.record(z.string(), z.unknown()),
    uiSchema: z.optional(z.record(z.string(), z.unknown())),
    status: z.optional(StatusSchema),
  }),
);
export type RegisterSchema = z.input<typeof RegisterSchemaSchema>;
/** `PUT /schema/{id}`: partial; a changed `schema` needs a new `version`. */
export const UpdateSchemaSchema = deferred(() => z.partial(RegisterSchemaSchema));
export type UpdateSchema = z.input<typeof UpdateSchemaSchema>;
