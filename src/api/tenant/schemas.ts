import { z } from 'zod/mini';
import { nonBlankName } from '../rules/limits';
import { recordFields, statusField } from '../common';

/** Interface § Tenant. */
export const TenantSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  name: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  logoLight: z.nullish(z.string()),
  darkLogo: z.nullish(z.string()),
});
export type Tenant = z.infer<typeof TenantSchema>;

/** An image URL: http(s) only (anything else is never rendered), or empty to clear it. */
const imageUrl = (field: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(2048, { error: `${field} URL is too long` }),
      z.regex(/^$|^https?:\/\/\S+$/i, { error: `${field} must be an http(s) URL` }),
    );

/** Which fields are required is not shown: all optional, but a name sent must not be blank. */
export const UpdateTenantSchema = z.strictObject({
  name: z.optional(nonBlankName()),
  icon: z.optional(imageUrl('icon')),
  logoLight: z.optional(imageUrl('logoLight')),
  darkLogo: z.optional(imageUrl('darkLogo')),
});
export type UpdateTenant = z.input<typeof UpdateTenantSchema>;
