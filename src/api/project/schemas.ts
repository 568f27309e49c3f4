import { z } from 'zod';
import { IdSchema, StatusSchema, recordFields, statusField } from '../common';

/**
 * Project fields are "not shown" in the interface. Decision (docs/spec-gaps.md): the real
 * console's create form — name, description, icon URL, tags — plus tenantId.
 */
export const ProjectSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  tenantId: IdSchema.nullish(),
  name: z.string(),
  description: z.string().nullish(),
  icon: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
});
export type Project = z.infer<typeof ProjectSchema>;

const iconRule = z
  .string()
  .trim()
  .max(2048, { error: 'icon URL is too long' })
  .regex(/^$|^https?:\/\/\S+$/i, { error: 'icon must be an http(s) URL' });

const projectFields = {
  name: z
    .string()
    .trim()
    .min(1, { error: 'name is required' })
    .max(120, { error: 'name must be at most 120 characters' }),
  description: z
    .string()
    .max(2000, { error: 'description must be at most 2000 characters' })
    .optional(),
  icon: iconRule.optional(),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'a tag must not be empty' })
        .max(40, { error: 'a tag must be at most 40 characters' }),
    )
    .max(20, { error: 'at most 20 tags' })
    .optional(),
  status: StatusSchema.optional(),
};

export const CreateProjectSchema = z.strictObject({
  ...projectFields,
  tenantId: IdSchema.optional(),
});
export type CreateProject = z.input<typeof CreateProjectSchema>;

/** Partial bodies are accepted on update (real-service notes, CRUD). */
export const UpdateProjectSchema = z.strictObject({
  ...projectFields,
  name: projectFields.name.optional(),
});
export type UpdateProject = z.input<typeof UpdateProjectSchema>;
