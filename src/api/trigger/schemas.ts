import { z } from 'zod';
import { TriggerTypeSchema } from './enums';
import { LIMITS, tooLong } from '../rules/limits';
import { IdSchema, StatusSchema, recordFields, statusField } from '../common';
import { BoundActionsSchema, LinkedDestinationsSchema } from '../destination/schemas';

export const AlertSeveritySchema = z.enum(['INFO', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);

/** A trigger alert: sub-record of a trigger (real-service notes, confirmed). */
export const TriggerAlertSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  severity: AlertSeveritySchema.nullish(),
  name: z.string(),
  message: z.string().nullish(),
  destinations: LinkedDestinationsSchema,
  actions: BoundActionsSchema,
});
export type TriggerAlert = z.infer<typeof TriggerAlertSchema>;

/** Trigger record: `{id, contractId, type, name, config, status, alerts[]}`; fields not shown in the interface. */
export const TriggerSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  contractId: z.nullish(IdSchema),
  type: z.string(),
  name: z.string(),
  config: z.record(z.string(), z.unknown()).nullish(),
  alerts: z.array(TriggerAlertSchema).nullish(),
});
export type Trigger = z.infer<typeof TriggerSchema>;

export const CreateTriggerAlertSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: 'name is required' })
    .max(LIMITS.name, tooLong('name', LIMITS.name)),
  severity: AlertSeveritySchema,
  message: z.string().optional(),
  status: z.optional(StatusSchema),
  /** Contacts notified by this alert, checked against the tenant's destinations. */
  destinations: z.array(z.strictObject({ tenantDestinationId: IdSchema })).optional(),
});
export type CreateTriggerAlert = z.input<typeof CreateTriggerAlertSchema>;
export const CreateTriggerSchema = z.strictObject({
  contractId: IdSchema,
  type: TriggerTypeSchema,
  /** The vendor's examples omit it: the service names the trigger after its type. */
  name: z
    .string()
    .trim()
    .min(1, { error: 'name must not be blank' })
    .max(LIMITS.name, tooLong('name', LIMITS.name))
    .optional(),
  config: z.record(z.string(), z.unknown()).nullish(),
  status: z.optional(StatusSchema),
  alerts: z.array(CreateTriggerAlertSchema).optional(),
});
export type CreateTrigger = z.input<typeof CreateTriggerSchema>;
export const UpdateTriggerSchema = CreateTriggerSchema.partial();
export type UpdateTrigger = z.input<typeof UpdateTriggerSchema>;

export { TriggerTypeSchema } from './enums';
