import { z } from 'zod/mini';
import { DestinationTypeSchema, DestinationTagSchema } from './enums';
import { LIMITS, tooLong } from '../rules/limits';
import { IdSchema, StatusSchema, recordFields, statusField } from '../common';

/** Interface § TenantDestination. */
export const TenantDestinationSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  tenantId: z.nullish(IdSchema),
  type: DestinationTypeSchema,
  uid: z.nullish(z.string()),
  tags: z.nullish(z.array(DestinationTagSchema)),
  value: z.nullish(z.string()),
  telegramBotUsername: z.nullish(z.string()),
  telegramUserId: z.nullish(z.string()),
  telegramUsername: z.nullish(z.string()),
  telegramChatId: z.nullish(z.string()),
  telegramChatTitle: z.nullish(z.string()),
  telegramChatType: z.nullish(z.string()),
  slackUri: z.nullish(z.string()),
  slackChannelId: z.nullish(z.string()),
  slackChannelName: z.nullish(z.string()),
  uri: z.nullish(z.string()),
  method: z.nullish(z.string()),
  headers: z.nullish(z.record(z.string(), z.string())),
});
export type TenantDestination = z.infer<typeof TenantDestinationSchema>;

/** Create/update of tenant destinations are not published: inferred (docs/spec-gaps.md). */
export const CreateTenantDestinationSchema = deferred(() =>
  z.strictObject({
    type: DestinationTypeSchema,
    // Required for EMAIL only (the address); HTTP's is its `uri`, SLACK's its channel, TELEGRAM's
    // the chat once bound: taken from those when left out (spec-gaps #91).
    value: z.optional(
      z.string().check(z.trim(), z.maxLength(LIMITS.url, tooLong('value', LIMITS.url))),
    ),
    tags: z.optional(z.array(DestinationTagSchema)),
    status: z.optional(StatusSchema),
    slackUri: z.optional(
      z.string().check(z.maxLength(LIMITS.url, tooLong('slackUri', LIMITS.url))),
    ),
    slackChannelId: z.optional(z.string().check(z.maxLength(LIMITS.shortText))),
    slackChannelName: z.optional(z.string().check(z.maxLength(LIMITS.shortText))),
    uri: z.optional(z.string().check(z.maxLength(LIMITS.url, tooLong('uri', LIMITS.url)))),
    method: z.optional(z.string().check(z.maxLength(16))),
    headers: z.optional(
      z.record(
        z.string().check(z.maxLength(LIMITS.shortText)),
        z.string().check(z.maxLength(LIMITS.url, tooLong('header', LIMITS.url))),
      ),
    ),
  }),
);
export type CreateTenantDestination = z.input<typeof CreateTenantDestinationSchema>;

/** Interface § Action, CreateDestination. */
export const CreateDestinationSchema = deferred(() =>
  z.strictObject({
    status: z.optional(StatusSchema),
    tenantDestinationId: IdSchema,
  }),
);
export type CreateDestination = z.input<typeof CreateDestinationSchema>;

/** Returned Destination: common fields plus tenantDestination. */
export const DestinationSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  tenantDestination: z.nullish(TenantDestinationSchema),
});
export type Destination = z.infer<typeof DestinationSchema>;

/** One delivery to a destination: a test-send or an alert notification (inferred). */
export const DeliverySchema = z.looseObject({
  id: IdSchema,
  destinationId: z.nullish(IdSchema),
  timestamp: z.number(),
  /** TEST or ALERT; a string so a new kind does not fail the list. */
  kind: z.nullish(z.string()),
  /** DELIVERED or FAILED (a string for the same reason). */
  status: z.string(),
  statusCode: z.nullish(z.number()),
  message: z.nullish(z.string()),
  durationMs: z.nullish(z.number()),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** `POST /destination/{id}/test`: an optional text for the test message. */
export const TestDestinationSchema = deferred(() =>
  z.optional(z.strictObject({ message: z.optional(z.string().check(z.trim(), z.maxLength(500))) })),
);
export type TestDestination = z.input<typeof TestDestinationSchema>;

/** The contacts a detector or trigger alert notifies, as the service answers them. */
export const LinkedDestinationsSchema = z.nullish(
  z.array(
    z.looseObject({ ...recordFields, tenantDestination: z.nullish(TenantDestinationSchema) }),
  ),
);

/** The actions bound to a detector or trigger alert, with their scripts. */
export const BoundActionsSchema = z.nullish(
  z.array(
    z.looseObject({
      ...recordFields,
      ...statusField,
      scriptFilter: z.nullish(z.string()),
      scriptParams: z.nullish(z.record(z.string(), z.string())),
      actionId: z.nullish(IdSchema),
    }),
  ),
);

export {
  DestinationTypeSchema,
  DestinationTagSchema,
  type DestinationType,
  type DestinationTag,
} from './enums';
import { deferred } from '../deferred';
