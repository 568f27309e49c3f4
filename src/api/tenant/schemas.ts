import { z } from 'zod/mini';
import { nonBlankName } from '../rules/limits';
import { imageUrl, recordFields, statusField } from '../common';
import { deferred } from '../deferred';

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

/** Which fields are required is not shown: all optional, but a name sent must not be blank. */
export const UpdateTenantSchema = deferred(() =>
  z.strictObject({
    name: z.optional(nonBlankName()),
    icon: z.optional(imageUrl('icon')),
    logoLight: z.optional(imageUrl('logoLight')),
    darkLogo: z.optional(imageUrl('darkLogo')),
  }),
);
export type UpdateTenant = z.input<typeof UpdateTenantSchema>;
