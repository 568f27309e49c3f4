import { z } from 'zod/mini';
import { IdSchema, recordFields, statusField } from '../common';
import { deferred } from '../deferred';

/** Interface § User. */
export const UserSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  tenantId: z.nullish(IdSchema),
  organisationId: z.nullish(IdSchema),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  email: z.nullish(z.string()),
  externalId: z.nullish(z.string()),
  meta: z.nullish(z.record(z.string(), z.unknown())),
  roles: z.nullish(z.array(z.string())),
});
export type User = z.infer<typeof UserSchema>;

/** Interface § OTP configuration. */
export const OtpSetupSchema = z.looseObject({
  totpSecret: z.string(),
  totpSecretQrCode: z.nullish(z.string()),
});
export type OtpSetup = z.infer<typeof OtpSetupSchema>;

/** Completion (real-service notes, confirmed): `POST /user/{id}/otp/setup`. */
export const CompleteOtpSchema = deferred(() =>
  z.strictObject({
    secret: z.string().check(z.minLength(1, { error: 'secret is required' })),
    deviceName: z.string().check(z.trim(), z.minLength(1, { error: 'deviceName is required' })),
    totpCode: z.string().check(z.regex(/^\d{6}$/, { error: 'totpCode must be 6 digits' })),
  }),
);
export type CompleteOtp = z.input<typeof CompleteOtpSchema>;
export const CompleteOtpResultSchema = z.looseObject({ response: z.optional(z.unknown()) });

/** An enrolled two-factor device (inferred endpoint; the secret is never answered). */
export const OtpDeviceSchema = z.looseObject({
  id: z.string(),
  deviceName: z.string(),
  userId: z.nullish(IdSchema),
  createdAt: z.nullish(z.number()),
});
export type OtpDevice = z.infer<typeof OtpDeviceSchema>;

/** Roles of a key or user: at least one, each once (real-service notes, invites). */
const RolesSchema = z
  .array(z.string().check(z.trim(), z.minLength(1, { error: 'roles must not be empty strings' })))
  .check(
    z.minLength(1, { error: 'roles needs at least one role' }),
    z.refine((r) => new Set(r).size === r.length, { error: 'roles must be unique' }),
  );

/** `PUT /user/{id}` (inferred): what a tenant admin may change of a user. */
export const UpdateUserSchema = deferred(() =>
  z.strictObject({
    roles: z.optional(RolesSchema),
    organisationId: z.optional(IdSchema),
    status: z.optional(z.enum(['ACTIVE', 'DISABLED'])),
    firstName: z.optional(z.string().check(z.trim(), z.maxLength(120))),
    lastName: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  }),
);
export type UpdateUser = z.input<typeof UpdateUserSchema>;

/** `POST /invite` (real-service notes, confirmed body). */
export const CreateInvitationSchema = deferred(() =>
  z.strictObject({
    email: z.email({ error: 'email must be an e-mail address' }),
    roles: RolesSchema,
    tenantId: z.optional(IdSchema),
    organisationId: IdSchema,
    /** Epoch ms; default 7 days after sending. */
    expiredAt: z.optional(z.number().check(z.int(), z.positive())),
  }),
);
export type CreateInvitation = z.input<typeof CreateInvitationSchema>;

/** Invitation record (inferred): the confirmed body plus its state. Status kept a string. */
export const InvitationSchema = z.looseObject({
  ...recordFields,
  email: z.string(),
  roles: z.nullish(z.array(z.string())),
  tenantId: z.nullish(IdSchema),
  organisationId: z.nullish(IdSchema),
  expiredAt: z.nullish(z.number()),
  /** PENDING, ACCEPTED, REVOKED, EXPIRED — tolerant of values the console does not know. */
  status: z.nullish(z.string()),
  invitedBy: z.nullish(IdSchema),
});
export type Invitation = z.infer<typeof InvitationSchema>;
