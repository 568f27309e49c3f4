import { z } from 'zod/mini';
import { nameText } from '../rules/limits';
import { IdSchema, TimestampSchema, recordFields, statusField } from '../common';
import { deferred } from '../deferred';

/** Longest lifetime a key may be minted with (one year of seconds; decision, spec-gaps). */
export const API_KEY_MAX_LIFETIME = 366 * 24 * 3600;
/** Lifetime of a key minted without one: 30 days, the mock's demo keys' own. */
export const API_KEY_DEFAULT_LIFETIME = 30 * 24 * 3600;

/**
 * `POST /apikey {label, tenantId, lifetime (seconds)}` (real-service notes, Auth [C]). Which
 * fields are required is not published: the label is; the tenant defaults to the key's own and
 * the lifetime to 30 days.
 */
export const CreateApiKeySchema = deferred(() =>
  z.strictObject({
    label: nameText('label', 'label must not be blank'),
    tenantId: z.optional(IdSchema),
    lifetime: z.optional(
      z.int({ error: 'lifetime must be a whole number of seconds' }).check(
        z.gte(60, { error: 'lifetime must be at least 60 seconds' }),
        z.lte(API_KEY_MAX_LIFETIME, {
          error: `lifetime must be at most ${API_KEY_MAX_LIFETIME} seconds (366 days)`,
        }),
      ),
    ),
  }),
);
export type CreateApiKey = z.input<typeof CreateApiKeySchema>;

/** The minted key: `{id, apiKey, label, lifetime, expiresAt, jti, tenantId, status, ...}` [C]. */
export const ApiKeySchema = z.looseObject({
  ...recordFields,
  ...statusField,
  apiKey: z.string(),
  label: z.nullish(z.string()),
  lifetime: z.nullish(z.number()),
  expiresAt: z.nullish(TimestampSchema),
  jti: z.nullish(z.string()),
  tenantId: z.nullish(IdSchema),
  roles: z.nullish(z.array(z.string())),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;
