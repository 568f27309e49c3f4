import { z } from 'zod/mini';
import { LIMITS, tooLong } from '../rules/limits';
import { IdSchema, StatusSchema } from '../common';

/**
 * Script fields of a binding between an action and a detector or trigger alert (interface §
 * Action, CreateDetectorAction): one copy for both sides of the binding.
 */
export const bindingScriptFields = {
  status: z.optional(StatusSchema),
  scriptFilter: z.optional(
    z.nullable(
      z.string().check(z.maxLength(LIMITS.script, tooLong('scriptFilter', LIMITS.script))),
    ),
  ),
  scriptParams: z.optional(
    z.nullable(
      z.record(
        z.string().check(z.maxLength(LIMITS.shortText)),
        z.string().check(z.maxLength(LIMITS.script, tooLong('script', LIMITS.script))),
      ),
    ),
  ),
};

/**
 * An action bound from the trigger alert's side (real-service notes [C]: a trigger alert carries
 * `actions[{scriptFilter, scriptParams, actionId}]`); the mirror of CreateTriggerAlertAction.
 */
export const CreateAlertActionSchema = z.strictObject({
  ...bindingScriptFields,
  actionId: IdSchema,
});
export type CreateAlertAction = z.input<typeof CreateAlertActionSchema>;
