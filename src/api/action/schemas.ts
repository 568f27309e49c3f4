import { z } from 'zod';
import { LIMITS, tooLong } from '../rules/limits';
import { IdSchema, StatusSchema, recordFields, statusField } from '../common';
import { AbiItemSchema } from '../contract/schemas';
import { CreateDestinationSchema, DestinationSchema } from '../destination/schemas';

/** Interface § Action, gasPrice pattern (exact, escapes included). */
// eslint-disable-next-line no-useless-escape
export const GAS_PRICE_PATTERN = /^(\d+(\.\d+)?|\d+(\.\d+)? gwei|\+?\-?\d+(\.\d+)?%|market)$/;
/** Interface § Action, gasTip pattern (exact): gasPrice's forms without `market`, or empty. */
// eslint-disable-next-line no-useless-escape
export const GAS_TIP_PATTERN = /^(\d+(\.\d+)?|\d+(\.\d+)? gwei|\+?\-?\d+(\.\d+)?%)$|^$/;
export const DEFAULT_GAS_LIMIT = 10000000;

export const GasPriceSchema = z.string().regex(GAS_PRICE_PATTERN, {
  error:
    "gasPrice must be a number (wei), a number followed by ' gwei', a signed percentage or 'market'",
});
export const GasTipSchema = z.string().regex(GAS_TIP_PATTERN, {
  error:
    "gasTip must be empty, a number (wei), a number followed by ' gwei' or a signed percentage",
});
export const GasLimitSchema = z.int32({ error: 'gasLimit must be a whole number' }).gt(0, {
  error: 'gasLimit must be greater than 0',
});

/** Interface § Action, Param: name and value of length ≥ 1. */
export const ParamSchema = z.strictObject({
  name: z
    .string()
    .min(1, { error: 'name must have at least 1 character' })
    .max(LIMITS.shortText, tooLong('name', LIMITS.shortText)),
  value: z
    .string()
    .min(1, { error: 'value must have at least 1 character' })
    .max(LIMITS.paramValue, tooLong('value', LIMITS.paramValue)),
});
export type Param = z.infer<typeof ParamSchema>;

const scriptFields = {
  status: z.optional(StatusSchema),
  scriptFilter: z
    .string()
    .max(LIMITS.script, tooLong('scriptFilter', LIMITS.script))
    .nullable()
    .optional(),
  scriptParams: z
    .record(
      z.string().max(LIMITS.shortText),
      z.string().max(LIMITS.script, tooLong('script', LIMITS.script)),
    )
    .nullable()
    .optional(),
};
export const CreateDetectorActionSchema = z.strictObject({ ...scriptFields, detectorId: IdSchema });
export type CreateDetectorAction = z.input<typeof CreateDetectorActionSchema>;
export const CreateTriggerAlertActionSchema = z.strictObject({
  ...scriptFields,
  triggerAlertId: IdSchema,
});
export type CreateTriggerAlertAction = z.input<typeof CreateTriggerAlertActionSchema>;

/** Interface § Action, CreateAction. */
export const CreateActionSchema = z.strictObject({
  status: z._default(StatusSchema, 'ACTIVE'),
  walletId: IdSchema,
  contractId: IdSchema,
  name: z
    .string()
    .min(1, { error: 'name is required' })
    .max(LIMITS.name, tooLong('name', LIMITS.name)),
  funcSignature: z
    .string()
    .min(1, { error: 'funcSignature is required' })
    .max(LIMITS.description, tooLong('funcSignature', LIMITS.description)),
  params: z.array(ParamSchema).optional(),
  gasPrice: GasPriceSchema.default('market'),
  gasLimit: GasLimitSchema.default(DEFAULT_GAS_LIMIT),
  gasTip: GasTipSchema.default(''),
  description: z
    .string()
    .max(LIMITS.description, tooLong('description', LIMITS.description))
    .optional(),
  destinations: z.array(CreateDestinationSchema).optional(),
  detectors: z.array(CreateDetectorActionSchema).optional(),
  triggerAlerts: z.array(CreateTriggerAlertActionSchema).optional(),
});
export type CreateAction = z.input<typeof CreateActionSchema>;

/**
 * `PUT /action/{id}` (inferred CRUD): the create body's fields, each optional; an omitted one
 * keeps its value (no defaults, so a status toggle never resets the gas settings).
 */
export const UpdateActionSchema = CreateActionSchema.extend({
  status: StatusSchema,
  gasPrice: GasPriceSchema,
  gasLimit: GasLimitSchema,
  gasTip: GasTipSchema,
}).partial();
export type UpdateAction = z.input<typeof UpdateActionSchema>;

const returnedScriptFields = {
  ...recordFields,
  ...statusField,
  scriptFilter: z.string().nullish(),
  scriptParams: z.record(z.string(), z.string()).nullish(),
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
  funcAbi: AbiItemSchema.nullish(),
  params: z.array(z.looseObject({ name: z.string(), value: z.string() })).nullish(),
  gasPrice: z.string().nullish(),
  gasLimit: z.number().nullish(),
  gasTip: z.string().nullish(),
  description: z.string().nullish(),
  destinations: z.array(DestinationSchema).nullish(),
  detectors: z.array(DetectorActionSchema).nullish(),
  triggerAlerts: z.array(TriggerAlertActionSchema).nullish(),
});
export type Action = z.infer<typeof ActionSchema>;

export const SeverityLevelSchema = z.enum(['INFO', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);
export type SeverityLevel = z.infer<typeof SeverityLevelSchema>;

/** Manual run (real-service notes, confirmed): `POST /action/{id}/run`. */
export const RunActionSchema = z.strictObject({
  severityLevel: SeverityLevelSchema,
  message: z.string().max(LIMITS.message, tooLong('message', LIMITS.message)).optional(),
  gasPrice: GasPriceSchema.optional(),
  gasLimit: GasLimitSchema.optional(),
  gasTip: GasTipSchema.optional(),
  params: z.array(ParamSchema).optional(),
});
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
  alertId: z.string().nullish(),
  severity: z.string().nullish(),
  params: z.array(z.looseObject({ name: z.string(), value: z.string() })).nullish(),
  gas: z
    .looseObject({
      price: z.string().nullish(),
      limit: z.string().nullish(),
      tip: z.string().nullish(),
      used: z.string().nullish(),
    })
    .nullish(),
  txHash: z.string().nullish(),
  nonce: z.number().nullish(),
  result: z.string().nullish(),
  timestamp: z.number(),
});
export type ActionExecution = z.infer<typeof ActionExecutionSchema>;
