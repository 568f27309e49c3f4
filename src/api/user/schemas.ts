import { z } from 'zod';
import { IdSchema, recordFields, statusField } from '../common';

/** Interface § User. */
export const UserSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  tenantId: IdSchema.nullish(),
  organisationId: IdSchema.nullish(),
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
