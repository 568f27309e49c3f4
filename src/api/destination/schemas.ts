import { z } from 'zod';
import { DestinationTypeSchema, DestinationTagSchema } from './enums';
import { LIMITS, tooLong } from '../rules/limits';
import { IdSchema, StatusSchema, recordFields, statusField } from '../common';

/** Interface § TenantDestination. */
export const TenantDestinationSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  tenantId: z.nullish(IdSchema),
  type: DestinationTypeSchema,
  uid: z.string().nullish(),
  tags: z.array(DestinationTagSchema).nullish(),
  value: z.string().nullish(),
  telegramBotUsername: z.string().nullish(),
  telegramUserId: z.string().nullish(),
  telegramUsername: z.string().nullish(),
  telegramChatId: z.string().nullish(),
  telegramChatTitle: z.string().nullish(),
  telegramChatType: z.string().nullish(),
  slackUri: z.string().nullish(),
  slackChannelId: z.string().nullish(),
  slackChannelName: z.string().nullish(),
  uri: z.string().nullish(),
  method: z.string().nullish(),
  headers: z.record(z.string(), z.string()).nullish(),
});
export type TenantDestination = z.infer<typeof TenantDestinationSchema>;

/** Create/update of tenant destinations are not published: inferred (docs/spec-gaps.md). */
export const CreateTenantDestinationSchema = z.strictObject({
  type: DestinationTypeSchema,
  value: z
    .string()
    .trim()
    .min(1, { error: 'value is required' })
    .max(LIMITS.url, tooLong('value', LIMITS.url)),
  tags: z.array(DestinationTagSchema).optional(),
  status: z.optional(StatusSchema),
  slackUri: z.string().max(LIMITS.url, tooLong('slackUri', LIMITS.url)).optional(),
  uri: z.string().max(LIMITS.url, tooLong('uri', LIMITS.url)).optional(),
  method: z.string().max(16).optional(),
  headers: z
    .record(
      z.string().max(LIMITS.shortText),
      z.string().max(LIMITS.url, tooLong('header', LIMITS.url)),
    )
    .optional(),
});
export type CreateTenantDestination = z.input<typeof CreateTenantDestinationSchema>;

/** Interface § Action, CreateDestination. */
export const CreateDestinationSchema = z.strictObject({
  status: z.optional(StatusSchema),
  tenantDestinationId: IdSchema,
});
export type CreateDestination = z.input<typeof CreateDestinationSchema>;

/** Returned Destination: common fields plus tenantDestination. */
export const DestinationSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  tenantDestination: TenantDestinationSchema.nullish(),
});
export type Destination = z.infer<typeof DestinationSchema>;

/** One delivery to a destination: a test-send or an alert notification (inferred). */
export const DeliverySchema = z.looseObject({
  id: IdSchema,
  destinationId: z.nullish(IdSchema),
  timestamp: z.number(),
  /** TEST or ALERT; a string so a new kind does not fail the list. */
  kind: z.string().nullish(),
  /** DELIVERED or FAILED (a string for the same reason). */
  status: z.string(),
  statusCode: z.number().nullish(),
  message: z.string().nullish(),
  durationMs: z.number().nullish(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** `POST /destination/{id}/test`: an optional text for the test message. */
export const TestDestinationSchema = z
  .strictObject({ message: z.string().trim().max(500).optional() })
  .optional();
export type TestDestination = z.input<typeof TestDestinationSchema>;

/** The contacts a detector or trigger alert notifies, as the service answers them. */
export const LinkedDestinationsSchema = z
  .array(z.looseObject({ ...recordFields, tenantDestination: TenantDestinationSchema.nullish() }))
  .nullish();

/** The actions bound to a detector or trigger alert, with their scripts. */
export const BoundActionsSchema = z
  .array(
    z.looseObject({
      ...recordFields,
      scriptFilter: z.string().nullish(),
      scriptParams: z.record(z.string(), z.string()).nullish(),
      actionId: z.nullish(IdSchema),
    }),
  )
  .nullish();

export {
  DestinationTypeSchema,
  DestinationTagSchema,
  type DestinationType,
  type DestinationTag,
} from './enums';
