import { addressProblem } from '@/api/rules/address';
import { LIMITS } from '@/api/rules/limits';
import {
  TX_FIELDS,
  abiMembers,
  callableAbi,
  triggerConfigProblems,
  type TriggerContract,
} from '@/api/rules/trigger-config';
import { checkSolidityValue, intRange } from '@/lib/solidity-types';
import { buildConfig, parseAddressList, type BuiltConfig } from './trigger-config';
import { toRawAmount } from '@/lib/token-amount';
import type { ConditionRow, TriggerFormValues } from './trigger-values';

export interface FormProblem {
  /** A form path: `conditions.0.value`. */
  path: string;
  message: string;
}

const COMPARISONS = new Set(['>', '>=', '<', '<=']);

/**
 * Where a body path lands in the form (`config.params[1].value` → `conditions.0.value`), for
 * the shared rules' problems and for the service's `errors[]` alike; null for "summary only".
 */
export function formPathOf(path: string, built: BuiltConfig): string | null {
  const p = path.replace(/\[(\d+)\]/g, '.$1');
  if (p === 'contractId' || p === 'name' || p === 'type' || p === 'status') return p;
  if (p === 'config') return 'type';
  if (p === 'config.token') return 'token';
  if (p === 'config.funcName') return 'funcName';
  if (/^config\.(blacklist|whitelist)(\.\d+)?$/.test(p)) return 'addresses';
  const param = /^config\.params\.(\d+)(?:\.(\w+))?$/.exec(p);
  if (param) {
    const field = built.paramFields[Number(param[1])];
    if (!field) return null;
    return field.startsWith('conditions.') ? `${field}.${param[2] ?? 'value'}` : field;
  }
  const tx = /^config\.txParams\.(\d+)(?:\.(\w+))?$/.exec(p);
  if (tx) return `txConditions.${tx[1]}.${tx[2] ?? 'value'}`;
  const alert = /^alerts\.(\d+)\.(name|severity|message|destinations)/.exec(p);
  if (alert)
    return `alerts.${alert[1]}.${alert[2] === 'destinations' ? 'destinationIds' : alert[2]}`;
  return null;
}

/** A condition's value against the Solidity type of what it compares. */
function typedProblems(
  rows: ConditionRow[],
  typeOf: (name: string) => string | undefined,
  at: string,
  out: FormProblem[],
): void {
  rows.forEach((c, i) => {
    const type = typeOf(c.name);
    if (!type || !c.value.trim()) return;
    const bad = checkSolidityValue({ type }, c.value.trim());
    if (bad) out.push({ path: `${at}.${i}.value`, message: bad });
    else if (COMPARISONS.has(c.operator) && !intRange(type))
      out.push({
        path: `${at}.${i}.operator`,
        message: `${c.operator} compares numbers; ${c.name} is ${type}`,
      });
  });
}

/** Everything wrong with the form, by field: the shared rules first, then the typed checks. */
export function triggerProblems(
  v: TriggerFormValues,
  contract: TriggerContract | undefined,
): FormProblem[] {
  const out: FormProblem[] = [];
  if (v.contractId === null) out.push({ path: 'contractId', message: 'Choose a contract' });
  if (v.name.trim().length > LIMITS.name)
    out.push({ path: 'name', message: `At most ${LIMITS.name} characters` });
  const names = new Set<string>();
  v.alerts.forEach((a, i) => {
    const key = a.name.trim().toLowerCase();
    if (!key) out.push({ path: `alerts.${i}.name`, message: 'An alert needs a name' });
    else if (key.length > LIMITS.name)
      out.push({ path: `alerts.${i}.name`, message: `At most ${LIMITS.name} characters` });
    else if (names.has(key))
      out.push({
        path: `alerts.${i}.name`,
        message: 'Another alert of this trigger has this name',
      });
    names.add(key);
    if (a.message.length > LIMITS.message)
      out.push({ path: `alerts.${i}.message`, message: `At most ${LIMITS.message} characters` });
  });
  // Asked with the contract, not after it: the first save names every empty field.
  const needsMember = v.type === 'EVENT_EMITTED' || v.type === 'FUNCTION_CALL';
  if (needsMember && !v.funcName)
    out.push({
      path: 'funcName',
      message: v.type === 'FUNCTION_CALL' ? 'Choose the function' : 'Choose the event',
    });
  if (!contract) return out;

  const built = buildConfig(v);
  const listed = parseAddressList(v.addresses);
  const badLines: string[] = [];
  for (const p of triggerConfigProblems(v.type, built.config, contract)) {
    const item = /^config\.(?:black|white)list\[(\d+)\]$/.exec(p.path);
    const entry = item ? listed[Number(item[1])] : undefined;
    if (entry) badLines.push(`line ${entry.line}: ${entry.address} (${p.message})`);
    else {
      const path = formPathOf(p.path, built);
      if (path === 'funcName' && needsMember && !v.funcName) continue;
      if (path === 'addresses') out.push({ path, message: 'Paste at least one address' });
      else if (path) out.push({ path, message: p.message });
    }
  }
  if (badLines.length)
    out.push({
      path: 'addresses',
      message: `Not an address of this network: ${badLines.join('; ')}`,
    });

  if (v.type === 'ERC20_TRANSFER') {
    if (v.direction !== 'any') {
      const bad = addressProblem(contract.chainUid, v.counterparty);
      if (bad) out.push({ path: 'counterparty', message: bad });
    }
    const decimals = Number(v.decimals);
    if (!/^\d+$/.test(v.decimals.trim()) || decimals > 77)
      out.push({ path: 'decimals', message: 'A whole number from 0 to 77' });
    else if (v.amount.trim() && toRawAmount(v.amount, decimals) === undefined)
      out.push({
        path: 'amount',
        message: `An amount like 1000 or 2.5, with at most ${decimals} decimals`,
      });
  }
  const kind = v.type === 'FUNCTION_CALL' ? 'function' : 'event';
  const funcName = v.type === 'ERC20_TRANSFER' ? 'Transfer' : v.funcName;
  const member = abiMembers(callableAbi(contract), kind).find((m) => m.name === funcName);
  const inputType = (name: string) => member?.inputs.find((x) => x.name === name)?.type;
  typedProblems(v.conditions, inputType, 'conditions', out);
  if (v.type === 'EVENT_EMITTED')
    typedProblems(
      v.txConditions,
      (n) => Object.entries(TX_FIELDS).find(([k]) => k === n)?.[1],
      'txConditions',
      out,
    );
  return out;
}
