import { DEFAULT_GAS_LIMIT, type Action } from '@/api/action/schemas';
import { splitGas } from '@/lib/gas';
import { toAbiFunction } from '@/lib/abi';
import { paramRowsFor, scriptParamsFor } from '../function-options';
import { emptyAction, type ActionFormValues, type ScriptParam } from './action-form';

type Scripts = { scriptFilter?: string | null; scriptParams?: Record<string, string> | null };

/**
 * The builder's values of a stored action (edit, duplicate): the inverse of buildCreateAction.
 * Parameters take their types from the action's own function ABI.
 */
export function actionToForm(a: Action): ActionFormValues {
  const fn = toAbiFunction(a.funcAbi);
  const sent = new Map((a.params ?? []).map((p) => [p.name, p.value]));
  const params = fn ? paramRowsFor(fn).map((r) => ({ ...r, value: sent.get(r.name) ?? '' })) : [];
  const price = splitGas(a.gasPrice ?? 'market');
  const tip = splitGas(a.gasTip ?? '');
  const binding = (b: Scripts) => {
    const custom: Record<string, ScriptParam> = Object.fromEntries(
      Object.entries(b.scriptParams ?? {}).map(([k, script]) => [k, { custom: true, script }]),
    );
    return {
      runAlways: b.scriptFilter === null || b.scriptFilter === undefined,
      scriptFilter: b.scriptFilter ?? '',
      scriptParams: scriptParamsFor(params, custom),
    };
  };
  return {
    ...emptyAction,
    name: a.name,
    description: a.description ?? '',
    status: a.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
    walletId: a.walletId,
    contractId: a.contractId,
    funcSignature: a.funcSignature,
    params,
    gasPriceMode: price.mode,
    gasPrice: price.raw,
    // The tip has no market form; an empty tip reads as "none" in gwei.
    gasTipMode: tip.mode === 'market' ? 'gwei' : tip.mode,
    gasTip: tip.raw,
    gasLimit: !a.gasLimit || a.gasLimit === DEFAULT_GAS_LIMIT ? '' : String(a.gasLimit),
    destinationIds: (a.destinations ?? []).flatMap((d) =>
      d.tenantDestination?.id ? [d.tenantDestination.id] : [],
    ),
    detectors: (a.detectors ?? []).map((b) => ({ detectorId: b.detectorId, ...binding(b) })),
    triggerAlerts: (a.triggerAlerts ?? []).map((b) => ({
      triggerAlertId: b.triggerAlertId,
      ...binding(b),
    })),
  };
}
