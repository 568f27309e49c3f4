import { z } from 'zod/mini';
import { LIMITS, nonBlankName, tooLong } from '../rules/limits';
import { IdSchema, recordFields, statusField } from '../common';
import { deferred } from '../deferred';

/** Interface § Project documentation entry. */
export const DocumentationSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  projectId: z.nullish(IdSchema),
  name: z.nullish(z.string()),
  params: z.nullish(z.record(z.string(), z.unknown())),
  type: z.nullish(z.string()),
});
export type Documentation = z.infer<typeof DocumentationSchema>;

export const UpdateDocumentationSchema = deferred(() =>
  z.strictObject({
    name: z.optional(nonBlankName()),
    params: z.optional(
      z.record(z.string(), z.unknown(), { error: 'params must be a JSON object' }),
    ),
    type: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: 'type must not be blank' }),
          z.maxLength(LIMITS.shortText, tooLong('type', LIMITS.shortText)),
        ),
    ),
  }),
);
export type UpdateDocumentation = z.input<typeof UpdateDocumentationSchema>;
