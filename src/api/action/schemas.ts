import { z } from 'zod/mini';
import { LIMITS, tooLong, requiredName } from '../rules/limits';
import { IdSchema, StatusSchema, recordFields, statusField } from '../common';
import { AbiItemSchema } from '../contract/schemas';
import { bindingScriptFields } from './binding';
import { CreateDestinationSchema, DestinationSchema } from '../destination/schemas';
import { deferred } from '../deferred';

/** Interface § Action, gasPrice pattern (exact, escapes included). */
// eslint-disable-next-line no-useless-escape
export const GAS_PRICE_PATTERN = /^(\d+(\.\d+)?|\d+(\.\d+)? gwei|\+?\-?\d+(\.\d+)?%|market)$/;
/** Interface § Action, gasTip pattern (exact): gasPrice's forms without `market`, or empty. */
// eslint-disable-next-line no-useless-escape
export const GAS_TIP_PATTERN = /^(\d+(\.\d+)?|\d+(\.\d+)? gwei|\+?\-?\d+(\.\d+)?%)$|^$/;
export const DEFAULT_GAS_LIMIT = 10000000;

export const GasPriceSchema = z.string().check(
  z.regex(GAS_PRICE_PATTERN, {
    error:
      "gasPrice must be a number (wei), a number followed by ' gwei', a signed percentage or 'market'",
  }),
);
export const GasTipSchema = z.string().check(
  z.regex(GAS_TIP_PATTERN, {
    error:
      "gasTip must be empty, a number (wei), a number followed by ' gwei' or a signed percentage",
  }),
);
export const GasLimitSchema = z.int32({ error: 'gasLimit must be a whole number' }).check(
  z.gt(0, {
    error: 'gasLimit must be greater than 0',
  }),
);

/** Interface § Action, Param: name and value of length ≥ 1. */
export const ParamSchema = z.strictObject({
  name: z
    .string()
    .check(
      z.minLength(1, { error: 'name must have at least 1 character' }),
      z.maxLength(LIMITS.shortText, tooLong('name', LIMITS.shortText)),
    ),
  value: z
    .string()
    .check(
      z.minLength(1, { error: 'value must have at least 1 character' }),
      z.maxLength(LIMITS.paramValue, tooLong('value', LIMITS.paramValue)),
    ),
});
export type Param = z.infer<typeof ParamSchema>;

const scriptFields = bindingScriptFields;
export const CreateDetectorActionSchema = deferred(() =>
  z.strictObject({ ...scriptFields, detectorId: IdSchema }),
);
export type CreateDetectorAction = z.input<typeof CreateDetectorActionSchema>;
export const CreateTriggerAlertActionSchema = deferred(() =>
  z.strictObject({
    ...scriptFields,
    triggerAlertId: IdSchema,
  }),
);
export type CreateTriggerAlertAction = z.input<typeof CreateTriggerAlertActionSchema>;

/** Interface § Action, CreateAction. */
export const CreateActionSchema = deferred(() =>
  z.strictObject({
    status: z._default(StatusSchema, 'ACTIVE'),
    walletId: IdSchema,
    contractId: IdSchema,
    name: requiredName(),
    funcSignature: z
      .string()
      .check(
        z.minLength(1, { error: 'funcSignature is required' }),
        z.maxLength(LIMITS.description, tooLong('funcSignature', LIMITS.description)),
      ),
    params: z.optional(z.array(ParamSchema)),
    gasPrice: z._default(GasPriceSchema, 'market'),
    gasLimit: z._default(GasLimitSchema, DEFAULT_GAS_LIMIT),
    gasTip: z._default(GasTipSchema, ''),
    description: z.optional(
      z.string().check(z.maxLength(LIMITS.description, tooLong('description', LIMITS.description))),
    ),
    destinations: z.optional(z.array(CreateDestinationSchema)),
    detectors: z.optional(z.array(CreateDetectorActionSchema)),
    triggerAlerts: z.optional(z.array(CreateTriggerAlertActionSchema)),
  }),
);
export type CreateAction = z.input<typeof CreateActionSchema>;

/**
 * `PUT /action/{id}` (inferred CRUD): the create body's fields, each optional; an omitted one
 * keeps its value (no defaults, so a status toggle never resets the gas settings).
 */
export const UpdateActionSchema = deferred(() =>
  z.partial(
    z.extend(CreateActionSchema, {
      status: StatusSchema,
      gasPrice: GasPriceSchema,
      gasLimit: GasLimitSchema,
      gasTip: GasTipSchema,
    }),
  ),
);
export type UpdateAction = z.input<typeof UpdateActionSchema>;

const returnedScriptFields = {
  ...recordFields,
  ...statusField,
  scriptFilter: z.nullish(z.string()),
  scriptParams: z.nullish(z.record(z.string(), z.string())),
};
export const DetectorActionSchema = z.looseObject({
  ...returnedScriptFields,
  detectorId: IdSchema,
});
export const TriggerAlertActionSchema = z.looseObject({
  ...returnedScriptFields,
  triggerAlertId: IdSchema,
});

/** The returned Action: common fields, all create fields, and `funcAbi`. */
export const ActionSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  walletId: IdSchema,
  contractId: IdSchema,
  name: z.string(),
  funcSignature: z.string(),
  funcAbi: z.nullish(AbiItemSchema),
  params: z.nullish(z.array(z.looseObject({ name: z.string(), value: z.string() }))),
  gasPrice: z.nullish(z.string()),
  gasLimit: z.nullish(z.number()),
  gasTip: z.nullish(z.string()),
  description: z.nullish(z.string()),
  destinations: z.nullish(z.array(DestinationSchema)),
  detectors: z.nullish(z.array(DetectorActionSchema)),
  triggerAlerts: z.nullish(z.array(TriggerAlertActionSchema)),
});
export type Action = z.infer<typeof ActionSchema>;

export const SeverityLevelSchema = z.enum(['INFO', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);
export type SeverityLevel = z.infer<typeof SeverityLevelSchema>;

/** Manual run (real-service notes, confirmed): `POST /action/{id}/run`. */
export const RunActionSchema = deferred(() =>
  z.strictObject({
    severityLevel: SeverityLevelSchema,
    message: z.optional(
      z.string().check(z.maxLength(LIMITS.message, tooLong('message', LIMITS.message))),
    ),
    gasPrice: z.optional(GasPriceSchema),
    gasLimit: z.optional(GasLimitSchema),
    gasTip: z.optional(GasTipSchema),
    params: z.optional(z.array(ParamSchema)),
  }),
);
export type RunAction = z.input<typeof RunActionSchema>;
export const RunActionResultSchema = z.array(
  z.looseObject({ key: z.string(), value: z.unknown() }),
);
export type RunActionResult = z.infer<typeof RunActionResultSchema>;

/**
 * One execution of an action (inferred: the real console lists "executions"). `trigger` says
 * what started it (alert, detector, manual); strings so a new kind or result does not fail a list.
 */
export const ActionExecutionSchema = z.looseObject({
  id: IdSchema,
  actionId: IdSchema,
  trigger: z.string(),
  alertId: z.nullish(z.string()),
  severity: z.nullish(z.string()),
  params: z.nullish(z.array(z.looseObject({ name: z.string(), value: z.string() }))),
  gas: z.nullish(
    z.looseObject({
      price: z.nullish(z.string()),
      limit: z.nullish(z.string()),
      tip: z.nullish(z.string()),
      used: z.nullish(z.string()),
    }),
  ),
  txHash: z.nullish(z.string()),
  nonce: z.nullish(z.number()),
  result: z.nullish(z.string()),
  timestamp: z.number(),
});
export type ActionExecution = z.infer<typeof ActionExecutionSchema>;
