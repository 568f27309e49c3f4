import { z } from 'zod/mini';
import { TriggerTypeSchema } from './enums';
import { nonBlankName, requiredName } from '../rules/limits';
import { IdSchema, StatusSchema, recordFields, statusField } from '../common';
import { BoundActionsSchema, LinkedDestinationsSchema } from '../destination/schemas';
import { CreateAlertActionSchema } from '../action/binding';
import { deferred } from '../deferred';

export const AlertSeveritySchema = z.enum(['INFO', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);

/** A trigger alert: sub-record of a trigger (real-service notes, confirmed). */
export const TriggerAlertSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  severity: z.nullish(AlertSeveritySchema),
  name: z.string(),
  message: z.nullish(z.string()),
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
  config: z.nullish(z.record(z.string(), z.unknown())),
  alerts: z.nullish(z.array(TriggerAlertSchema)),
});
export type Trigger = z.infer<typeof TriggerSchema>;

export const CreateTriggerAlertSchema = deferred(() =>
  z.strictObject({
    name: requiredName(),
    severity: AlertSeveritySchema,
    message: z.optional(z.string()),
    status: z.optional(StatusSchema),
    /** Contacts notified by this alert, checked against the tenant's destinations. */
    destinations: z.optional(z.array(z.strictObject({ tenantDestinationId: IdSchema }))),
    /**
     * Actions run by this alert (real-service notes [C]), each an action of the tenant; the same
     * bindings as the action's `triggerAlerts`. Left out, an edited alert keeps its bindings.
     */
    actions: z.optional(z.array(CreateAlertActionSchema)),
  }),
);
export type CreateTriggerAlert = z.input<typeof CreateTriggerAlertSchema>;
export const CreateTriggerSchema = deferred(() =>
  z.strictObject({
    contractId: IdSchema,
    type: TriggerTypeSchema,
    /** The vendor's examples omit it: the service names the trigger after its type. */
    name: z.optional(nonBlankName()),
    config: z.nullish(z.record(z.string(), z.unknown())),
    status: z.optional(StatusSchema),
    alerts: z.optional(z.array(CreateTriggerAlertSchema)),
  }),
);
export type CreateTrigger = z.input<typeof CreateTriggerSchema>;
export const UpdateTriggerSchema = deferred(() => z.partial(CreateTriggerSchema));
export type UpdateTrigger = z.input<typeof UpdateTriggerSchema>;

export { TriggerTypeSchema } from './enums';
