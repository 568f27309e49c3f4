import { z } from 'zod/mini';
import { IdSchema, StatusSchema, imageUrl, recordFields, statusField } from '../common';
import { deferred } from '../deferred';

/**
 * Project fields are "not shown" in the interface. Decision (docs/spec-gaps.md): the real
 * console's create form — name, description, icon URL, tags — plus tenantId.
 */
export const ProjectSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  tenantId: z.nullish(IdSchema),
  name: z.string(),
  description: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  tags: z.nullish(z.array(z.string())),
});
export type Project = z.infer<typeof ProjectSchema>;

/** What a project form sends: built on first use (./deferred.ts), as the list never sends one. */
const projectFields = () => ({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'name is required' }),
      z.maxLength(120, { error: 'name must be at most 120 characters' }),
    ),
  description: z.optional(
    z.string().check(z.maxLength(2000, { error: 'description must be at most 2000 characters' })),
  ),
  icon: z.optional(imageUrl('icon')),
  tags: z.optional(
    z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, { error: 'a tag must not be empty' }),
            z.maxLength(40, { error: 'a tag must be at most 40 characters' }),
          ),
      )
      .check(z.maxLength(20, { error: 'at most 20 tags' })),
  ),
  status: z.optional(StatusSchema),
});

export const CreateProjectSchema = deferred(() =>
  z.strictObject({
    ...projectFields(),
    tenantId: z.optional(IdSchema),
  }),
);
export type CreateProject = z.input<typeof CreateProjectSchema>;

/** Partial bodies are accepted on update (real-service notes, CRUD). */
export const UpdateProjectSchema = deferred(() => {
  const fields = projectFields();
  return z.strictObject({ ...fields, name: z.optional(fields.name) });
});
export type UpdateProject = z.input<typeof UpdateProjectSchema>;
