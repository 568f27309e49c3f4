import { z } from 'zod/mini';
import { TRIGGER_OPERATORS, type TriggerContract } from '@/api/rules/trigger-config';
import type { CreateTrigger } from '@/api/trigger/schemas';
import { buildConfig } from './trigger-config';
import { triggerProblems } from './trigger-problems';
import {
  SEVERITIES,
  TRIGGER_TYPES,
  defaultTriggerName,
  type TriggerFormValues,
} from './trigger-values';

const Condition = z.object({
  name: z.string().check(z.minLength(1, { error: 'Choose what to compare' })),
  operator: z.enum(TRIGGER_OPERATORS),
  value: z.string().check(z.trim(), z.minLength(1, { error: 'Enter a value' })),
});
const Status = z.enum(['ACTIVE', 'DISABLED']);

/** Structure of the values; the rules come from `triggerProblems`. */
const TriggerFormShape = z.object({
  contractId: z.nullable(z.number()),
  type: z.enum(TRIGGER_TYPES),
  name: z.string(),
  status: Status,
  token: z.string(),
  direction: z.enum(['any', 'from', 'to']),
  counterparty: z.string(),
  amountOperator: z.enum(TRIGGER_OPERATORS),
  amount: z.string(),
  decimals: z.string(),
  addresses: z.string(),
  funcName: z.string(),
  conditions: z.array(Condition),
  txConditions: z.array(Condition),
  alerts: z.array(
    z.object({
      alertId: z.nullable(z.number()),
      name: z.string(),
      severity: z.enum(SEVERITIES),
      message: z.string(),
      status: Status,
      destinationIds: z.array(z.number()),
    }),
  ),
}) satisfies z.ZodMiniType<TriggerFormValues, TriggerFormValues>;

/** The fields in the page's order (the shape above lists them so): the error summary's order. */
export const TRIGGER_FIELD_ORDER = Object.keys(TriggerFormShape.shape);

/** The request body the service takes (`POST /trigger`, `PUT /trigger/{id}`). */
export function buildTriggerBody(v: TriggerFormValues): CreateTrigger {
  const name = v.name.trim();
  return {
    contractId: v.contractId ?? 0,
    type: v.type,
    // Blank, it is named after its type and member in words ('Event emitted: Transfer'), as the
    // field promises: the service's own default is the type's code ('EVENT_EMITTED').
    name: name || defaultTriggerName(v.type, v.funcName),
    status: v.status,
    config: buildConfig(v).config,
    alerts: v.alerts.map((a) => ({
      name: a.name.trim(),
      severity: a.severity,
      message: a.message,
      status: a.status,
      destinations: a.destinationIds.map((id) => ({ tenantDestinationId: id })),
    })),
  };
}

/**
 * The form's schema: its output is the request body. `contractOf` reads the chosen contract
 * (with its ABI and network) from the loaded directory, for the shared config rules.
 */
export function triggerFormSchema(contractOf: (id: number) => TriggerContract | undefined) {
  return z.pipe(
    TriggerFormShape.check(
      z.superRefine((v, ctx) => {
        const contract = v.contractId === null ? undefined : contractOf(v.contractId);
        for (const p of triggerProblems(v, contract))
          ctx.addIssue({
            code: 'custom',
            path: p.path.split('.').map(segment),
            message: p.message,
          });
      }),
    ),
    z.transform(buildTriggerBody),
  );
}

const segment = (s: string): string | number => (/^\d+$/.test(s) ? Number(s) : s);
