import type { CreateAction } from '@/api/action/schemas';
import { joinGas } from '@/lib/gas';
import { normalizeSolidityValue } from '@/lib/solidity-types';
import type { ActionFormValues, BindingRow } from './action-form';

/** CreateAction before the wallet and contract are chosen (the review shows it as it grows). */
export type CreateActionDraft = Omit<CreateAction, 'walletId' | 'contractId'> & {
  walletId: number | null;
  contractId: number | null;
};

function scripts(b: BindingRow) {
  const custom = Object.entries(b.scriptParams).filter(([, p]) => p.custom);
  return {
    // Interface § Action: null filter = run always; null params = the action's own params.
    scriptFilter: b.runAlways ? null : b.scriptFilter,
    scriptParams: custom.length ? Object.fromEntries(custom.map(([k, p]) => [k, p.script])) : null,
  };
}

/**
 * The exact CreateAction body for the form's values, keys in the interface's order. Pure: the
 * review shows this object and the submit sends it.
 */
export function buildCreateAction(v: ActionFormValues): CreateActionDraft {
  const description = v.description.trim();
  return {
    status: v.status,
    walletId: v.walletId,
    contractId: v.contractId,
    name: v.name.trim(),
    funcSignature: v.funcSignature,
    params: v.params.map((p) => ({
      name: p.name,
      value: normalizeSolidityValue(p.input, p.value),
    })),
    gasPrice: joinGas(v.gasPriceMode, v.gasPrice),
    // Empty: left out, so the service's default applies (interface § Action: 10000000).
    ...(v.gasLimit.trim()
      ? { gasLimit: /^\d+$/.test(v.gasLimit.trim()) ? Number(v.gasLimit) : Number.NaN }
      : {}),
    gasTip: joinGas(v.gasTipMode, v.gasTip),
    ...(description ? { description } : {}),
    destinations: v.destinationIds.map((tenantDestinationId) => ({ tenantDestinationId })),
    // Key order of the schemas (scripts, then the id), so the sent JSON reads as reviewed.
    detectors: v.detectors.map((b) => ({ ...scripts(b), detectorId: b.detectorId ?? 0 })),
    triggerAlerts: v.triggerAlerts.map((b) => ({
      ...scripts(b),
      triggerAlertId: b.triggerAlertId ?? 0,
    })),
  };
}

const ROOTS = new Set([
  'status',
  'walletId',
  'contractId',
  'name',
  'funcSignature',
  'description',
  'gasPrice',
  'gasTip',
  'gasLimit',
  'params',
  'detectors',
  'triggerAlerts',
]);

/**
 * The form field a service error path names (`params[1].name` → `params.1.value`), or null when
 * it names none. `scriptParams.<input>` lands on that input's script editor.
 */
export function formPathOf(servicePath: string): string | null {
  const path = servicePath.replace(/\[(\d+)\]/g, '.$1');
  const [root] = path.split('.');
  if (root === 'destinations') return 'destinationIds';
  if (!root || !ROOTS.has(root)) return null;
  const param = /^params\.(\d+)\.(name|value)$/.exec(path);
  if (param) return `params.${param[1]}.value`;
  const script = /^(detectors|triggerAlerts)\.(\d+)\.scriptParams\.(.+)$/.exec(path);
  if (script) return `${script[1]}.${script[2]}.scriptParams.${script[3]}.script`;
  return path;
}
