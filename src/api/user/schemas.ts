import { z } from 'zod';
import { IdSchema, recordFields, statusField } from '../common';

/** Interface § User. */
export const UserSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  tenantId: z.nullish(IdSchema),
  organisationId: z.nullish(IdSchema),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
  externalId: z.string().nullish(),
  meta: z.record(z.string(), z.unknown()).nullish(),
  roles: z.array(z.string()).nullish(),
});
export type User = z.infer<typeof UserSchema>;

/** Interface § OTP configuration. */
export const OtpSetupSchema = z.looseObject({
  totpSecret: z.string(),
  totpSecretQrCode: z.string().nullish(),
});
export type OtpSetup = z.infer<typeof OtpSetupSchema>;

/** Completion (real-service notes, confirmed): `POST /user/{id}/otp/setup`. */
export const CompleteOtpSchema = z.strictObject({
  secret: z.string().min(1, { error: 'secret is required' }),
  deviceName: z.string().trim().min(1, { error: 'deviceName is required' }),
  totpCode: z.string().regex(/^\d{6}$/, { error: 'totpCode must be 6 digits' }),
});
export type CompleteOtp = z.input<typeof CompleteOtpSchema>;
export const CompleteOtpResultSchema = z.looseObject({ response: z.unknown().optional() });

/** An enrolled two-factor device (inferred endpoint; the secret is never answered). */
export const OtpDeviceSchema = z.looseObject({
  id: z.string(),
  deviceName: z.string(),
  userId: z.nullish(IdSchema),
  createdAt: z.number().nullish(),
});
export type OtpDevice = z.infer<typeof OtpDeviceSchema>;

/** Roles of a key or user: at least one, each once (real-service notes, invites). */
const RolesSchema = z
  .array(z.string().trim().min(1, { error: 'roles must not be empty strings' }))
  .min(1, { error: 'roles needs at least one role' })
  .refine((r) => new Set(r).size === r.length, { error: 'roles must be unique' });

/** `PUT /user/{id}` (inferred): what a tenant admin may change of a user. */
export const UpdateUserSchema = z.strictObject({
  roles: RolesSchema.optional(),
  organisationId: z.optional(IdSchema),
  status: z.enum(['ACTIVE', 'DISABLED']).optional(),
  firstName: z.string().trim().max(120).optional(),
  lastName: z.string().trim().max(120).optional(),
});
export type UpdateUser = z.input<typeof UpdateUserSchema>;

/** `POST /invite` (real-service notes, confirmed body). */
export const CreateInvitationSchema = z.strictObject({
  email: z.email({ error: 'email must be an e-mail address' }),
  roles: RolesSchema,
  tenantId: z.optional(IdSchema),
  organisationId: IdSchema,
  /** Epoch ms; default 7 days after sending. */
  expiredAt: z.number().int().positive().optional(),
});
export type CreateInvitation = z.input<typeof CreateInvitationSchema>;

/** Invitation record (inferred): the confirmed body plus its state. Status kept a string. */
export const InvitationSchema = z.looseObject({
  ...recordFields,
  email: z.string(),
  roles: z.array(z.string()).nullish(),
  tenantId: z.nullish(IdSchema),
  organisationId: z.nullish(IdSchema),
  expiredAt: z.number().nullish(),
  /** PENDING, ACCEPTED, REVOKED, EXPIRED — tolerant of values the console does not know. */
  status: z.string().nullish(),
  invitedBy: z.nullish(IdSchema),
});
export type Invitation = z.infer<typeof InvitationSchema>;
