import { z } from 'zod/mini';
import { CreateActionSchema } from '@/api/action/schemas';
import { buildCreateAction } from './build-action-request';
import { GAS_MODES, gasPriceProblem, gasTipProblem } from '@/lib/gas';
import { enabledScriptProblem } from '@/api/rules/script-check';
import type { SolidityParam } from '@/lib/solidity-types';
import { paramValueProblem } from '../param-problem';

/** The builder's values: the CreateAction body in the shape a person edits it. */
const SolidityParamSchema: z.ZodMiniType<SolidityParam, SolidityParam> = z.lazy(() =>
  z.object({
    type: z.string(),
    name: z.optional(z.string()),
    components: z.optional(z.array(SolidityParamSchema)),
  }),
);

export const ParamRowSchema = z.object({
  name: z.string(),
  input: SolidityParamSchema,
  value: z.string(),
});
export type ParamRow = z.infer<typeof ParamRowSchema>;

const ScriptParamSchema = z.object({ custom: z.boolean(), script: z.string() });
export type ScriptParam = z.infer<typeof ScriptParamSchema>;

const bindingFields = {
  runAlways: z.boolean(),
  scriptFilter: z.string(),
  scriptParams: z.record(z.string(), ScriptParamSchema),
};
const DetectorRowSchema = z.object({ detectorId: z.nullable(z.number()), ...bindingFields });
const AlertRowSchema = z.object({ triggerAlertId: z.nullable(z.number()), ...bindingFields });
export type DetectorRow = z.infer<typeof DetectorRowSchema>;
export type AlertRow = z.infer<typeof AlertRowSchema>;
export type BindingRow = DetectorRow | AlertRow;

/** Structure only: also what a stored draft must look like to be restored. */
export const ActionFormShape = z.object({
  name: z.string(),
  description: z.string(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  walletId: z.nullable(z.number()),
  contractId: z.nullable(z.number()),
  funcSignature: z.string(),
  params: z.array(ParamRowSchema),
  gasPriceMode: z.enum(GAS_MODES),
  gasPrice: z.string(),
  gasTipMode: z.enum(['wei', 'gwei', 'percent']),
  gasTip: z.string(),
  gasLimit: z.string(),
  destinationIds: z.array(z.number()),
  detectors: z.array(DetectorRowSchema),
  triggerAlerts: z.array(AlertRowSchema),
});
export type ActionFormValues = z.infer<typeof ActionFormShape>;

/** A new binding runs on every alert (scriptFilter null), until the user writes a filter. */
export const emptyBinding = { runAlways: true, scriptFilter: '', scriptParams: {} };

export const emptyAction: ActionFormValues = {
  name: '',
  description: '',
  status: 'ACTIVE',
  walletId: null,
  contractId: null,
  funcSignature: '',
  params: [],
  gasPriceMode: 'market',
  gasPrice: '',
  gasTipMode: 'gwei',
  gasTip: '',
  // Empty: the field is left out of the body and the service's default applies.
  gasLimit: '',
  destinationIds: [],
  detectors: [],
  triggerAlerts: [],
};

const INT32_MAX = 2147483647;

export function gasLimitProblem(text: string): string | undefined {
  const t = text.trim();
  // '-5' is a whole number, just not one above 0: say what is wrong with it.
  if (/^-\d+$/.test(t)) return 'Gas limit must be greater than 0';
  if (!/^\d+$/.test(t)) return 'Gas limit must be a whole number';
  const n = Number(text);
  if (n <= 0) return 'Gas limit must be greater than 0';
  if (n > INT32_MAX) return `Gas limit must be at most ${INT32_MAX}`;
  return undefined;
}

function checkBinding(
  b: BindingRow,
  target: number | null,
  seen: Set<number>,
  at: (string | number)[],
  what: string,
  add: (path: (string | number)[], message: string) => void,
) {
  const idKey = 'detectorId' in b ? 'detectorId' : 'triggerAlertId';
  if (target === null) add([...at, idKey], `Choose a ${what}`);
  else if (seen.has(target)) add([...at, idKey], `This ${what} is already bound above`);
  if (target !== null) seen.add(target);
  if (!b.runAlways) {
    const bad = enabledScriptProblem(b.scriptFilter);
    if (bad) add([...at, 'scriptFilter'], bad);
  }
  for (const [name, p] of Object.entries(b.scriptParams)) {
    const bad = p.custom ? enabledScriptProblem(p.script) : undefined;
    if (bad) add([...at, 'scriptParams', name, 'script'], bad);
  }
}

/** The rules of the interface, and the Solidity types of the chosen function, on every field. */
export const ActionFormSchema = ActionFormShape.check(
  z.superRefine((v, ctx) => {
    const add = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (!v.name.trim()) add(['name'], 'Name is required');
    if (v.walletId === null) add(['walletId'], 'Choose the wallet that signs the transaction');
    if (v.contractId === null) add(['contractId'], 'Choose the contract to call');
    if (!v.funcSignature) add(['funcSignature'], 'Choose the function to call');
    v.params.forEach((p, i) => {
      const bad = paramValueProblem(p.input, p.value, i);
      if (bad) add(['params', i, 'value'], bad);
    });
    const price = gasPriceProblem(v.gasPriceMode, v.gasPrice);
    if (price) add(['gasPrice'], price);
    const tip = gasTipProblem(v.gasTipMode, v.gasTip);
    if (tip) add(['gasTip'], tip);
    const limit = v.gasLimit.trim() ? gasLimitProblem(v.gasLimit) : undefined;
    if (limit) add(['gasLimit'], limit);
    const seenDetectors = new Set<number>();
    v.detectors.forEach((b, i) =>
      checkBinding(b, b.detectorId, seenDetectors, ['detectors', i], 'detector', add),
    );
    const seenAlerts = new Set<number>();
    v.triggerAlerts.forEach((b, i) =>
      checkBinding(b, b.triggerAlertId, seenAlerts, ['triggerAlerts', i], 'trigger alert', add),
    );
  }),
);

/**
 * The builder's schema for the form kit: the rules above, and the output is the exact
 * CreateAction body (checked once more by the request schema itself).
 */
export const ActionRequestSchema = z.pipe(
  ActionFormSchema,
  z.transform((v, ctx) => {
    const body = CreateActionSchema.safeParse(buildCreateAction(v));
    if (!body.success) {
      for (const issue of body.error.issues)
        ctx.issues.push({
          code: 'custom',
          input: v,
          path: issue.path.map(String),
          message: issue.message,
        });
      return z.NEVER;
    }
    return body.data;
  }),
);

/** Labels of the builder's fields, for messages in the user's words. */
export const ACTION_LABELS = {
  walletId: 'Wallet',
  contractId: 'Contract',
  funcSignature: 'Function',
  gasPrice: 'Gas price',
  gasTip: 'Gas tip',
  gasLimit: 'Gas limit',
  destinationIds: 'Destinations',
  detectorId: 'Detector',
  triggerAlertId: 'Trigger alert',
  scriptFilter: 'Filter script',
  script: 'Parameter script',
  value: 'Value',
  'params.value': 'Parameter {1}',
};

/**
 * The labels of the chosen function's parameters as their fields read ("to (address)"), so the
 * summary names the one that is wrong; an unnamed one by its place ("Parameter 2 (uint256)").
 */
export function paramLabels(params: readonly ParamRow[]): Record<string, string> {
  return Object.fromEntries(
    params.map((p, i) => [
      `params.${i}.value`,
      `${p.name || `Parameter ${i + 1}`} (${p.input.type})`,
    ]),
  );
}
