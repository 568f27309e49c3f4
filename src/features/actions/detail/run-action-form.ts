import { z } from 'zod/mini';
import {
  GAS_PRICE_PATTERN,
  GAS_TIP_PATTERN,
  SeverityLevelSchema,
  type Action,
  type RunAction,
} from '@/api/action/schemas';
import { impossibleGasText } from '@/lib/gas';
import { normalizeSolidityValue } from '@/lib/solidity-types';
import { ParamRowSchema, gasLimitProblem } from '../builder/action-form';
import { toAbiFunction } from '@/lib/abi';
import { paramRowsFor } from '../function-options';
import { paramValueProblem } from '../param-problem';

/** A gas value as typed in the run dialog (blank: the action's own): its form, then its sense. */
function gasTextProblem(value: string, pattern: RegExp, forms: string): string | undefined {
  if (!value) return undefined;
  if (!pattern.test(value)) return `Use ${forms}, '<n> gwei' or a signed percentage such as +10%`;
  return impossibleGasText(value);
}

const RunFormShape = z.object({
  severityLevel: z.nullable(SeverityLevelSchema),
  message: z.string(),
  gasPrice: z.string(),
  gasLimit: z.string(),
  gasTip: z.string(),
  params: z.array(ParamRowSchema),
  confirmed: z.boolean(),
});
export type RunFormValues = z.infer<typeof RunFormShape>;

/** The run's rules; the output is the run body. */
export const RunFormSchema = z.pipe(
  RunFormShape.check(
    z.superRefine((v, ctx) => {
      const add = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (!v.severityLevel) add(['severityLevel'], 'Choose the severity level of this run');
      const price = gasTextProblem(v.gasPrice, GAS_PRICE_PATTERN, 'market, wei');
      if (price) add(['gasPrice'], price);
      const tip = gasTextProblem(v.gasTip, GAS_TIP_PATTERN, 'wei');
      if (tip) add(['gasTip'], tip);
      const limit = v.gasLimit ? gasLimitProblem(v.gasLimit) : undefined;
      if (limit) add(['gasLimit'], limit);
      v.params.forEach((p, i) => {
        const bad = paramValueProblem(p.input, p.value, i);
        if (bad) add(['params', i, 'value'], bad);
      });
      if (!v.confirmed) add(['confirmed'], 'Confirm that this sends a transaction');
    }),
  ),
  z.transform((v) => buildRunAction(v)),
);

export function runDefaults(action: Action): RunFormValues {
  const fn = toAbiFunction(action.funcAbi);
  const values = new Map((action.params ?? []).map((p) => [p.name, p.value]));
  const params = fn ? paramRowsFor(fn).map((r) => ({ ...r, value: values.get(r.name) ?? '' })) : [];
  return {
    severityLevel: null,
    message: '',
    gasPrice: '',
    gasLimit: '',
    gasTip: '',
    params,
    confirmed: false,
  };
}

/** The run body: overrides only when typed; every parameter with its (possibly edited) value. */
export function buildRunAction(v: RunFormValues): RunAction {
  return {
    severityLevel: v.severityLevel ?? 'INFO',
    ...(v.message.trim() ? { message: v.message.trim() } : {}),
    ...(v.gasPrice ? { gasPrice: v.gasPrice } : {}),
    ...(v.gasLimit ? { gasLimit: Number(v.gasLimit) } : {}),
    ...(v.gasTip ? { gasTip: v.gasTip } : {}),
    ...(v.params.length
      ? {
          params: v.params.map((p) => ({
            name: p.name,
            value: normalizeSolidityValue(p.input, p.value),
          })),
        }
      : {}),
  };
}
