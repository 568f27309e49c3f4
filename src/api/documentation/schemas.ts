import { z } from 'zod';
import { LIMITS, tooLong } from '../rules/limits';
import { IdSchema, recordFields, statusField } from '../common';

/** Interface § Project documentation entry. */
export const DocumentationSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  projectId: z.nullish(IdSchema),
  name: z.string().nullish(),
  params: z.record(z.string(), z.unknown()).nullish(),
  type: z.string().nullish(),
});
export type Documentation = z.infer<typeof DocumentationSchema>;

export const UpdateDocumentationSchema = z.strictObject({
  name: z.string().max(LIMITS.name, tooLong('name', LIMITS.name)).optional(),
  params: z.record(z.string(), z.unknown(), { error: 'params must be a JSON object' }).optional(),
  type: z.string().max(LIMITS.shortText, tooLong('type', LIMITS.shortText)).optional(),
});
export type UpdateDocumentation = z.input<typeof UpdateDocumentationSchema>;
