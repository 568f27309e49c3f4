import { z } from 'zod';
import { LIMITS, tooLong } from '../rules/limits';
import { recordFields, statusField } from '../common';

/** Interface § Tenant. */
export const TenantSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  name: z.string().nullish(),
  icon: z.string().nullish(),
  logoLight: z.string().nullish(),
  darkLogo: z.string().nullish(),
});
export type Tenant = z.infer<typeof TenantSchema>;

/** An image URL: http(s) only (anything else is never rendered), or empty to clear it. */
const imageUrl = (field: string) =>
  z
    .string()
    .trim()
    .max(2048, { error: `${field} URL is too long` })
    .regex(/^$|^https?:\/\/\S+$/i, { error: `${field} must be an http(s) URL` });

/** Which fields are required is not shown: all optional, but a name sent must not be blank. */
export const UpdateTenantSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: 'name must not be blank' })
    .max(LIMITS.name, tooLong('name', LIMITS.name))
    .optional(),
  icon: imageUrl('icon').optional(),
  logoLight: imageUrl('logoLight').optional(),
  darkLogo: imageUrl('darkLogo').optional(),
});
export type UpdateTenant = z.input<typeof UpdateTenantSchema>;
