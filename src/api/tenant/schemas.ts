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

/** Which fields are required is not shown: all optional (docs/spec-gaps.md). */
export const UpdateTenantSchema = z.strictObject({
  name: z.string().max(LIMITS.name, tooLong('name', LIMITS.name)).optional(),
  icon: z.string().optional(),
  logoLight: z.string().optional(),
  darkLogo: z.string().optional(),
});
export type UpdateTenant = z.input<typeof UpdateTenantSchema>;
