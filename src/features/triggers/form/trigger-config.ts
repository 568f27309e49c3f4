import { TRIGGER_OPERATORS, callerListKey, type TriggerOperator } from '@/api/rules/trigger-config';
import type { Trigger } from '@/api/trigger/schemas';
import {
  SEVERITIES,
  emptyTrigger,
  isTriggerType,
  type AlertRow,
  type ConditionRow,
  type Direction,
  type TriggerFormValues,
} from './trigger-values';
import { knownDecimals, toHumanAmount, toRawAmount } from '@/lib/token-amount';

/**
 * Form values ↔ the vendor's trigger config (real-service notes, Triggers):
 * ERC20_TRANSFER `{token, funcName: 'Transfer', params}`, caller lists `{blacklist|whitelist}`,
 * EVENT_EMITTED `{funcName, params, txParams}`, FUNCTION_CALL `{funcName, params}`,
 * FAILED_TRANSACTIONS `{}`.
 */
export interface BuiltConfig {
  config: Record<string, unknown>;
  /** The form field behind each `config.params[i]`, so a problem lands on what was typed. */
  paramFields: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isOperator = (v: unknown): v is TriggerOperator => TRIGGER_OPERATORS.some((o) => o === v);
const condition = (c: ConditionRow) => ({
  name: c.name,
  operator: c.operator,
  value: c.value.trim(),
});

/** Pasted addresses: split on commas, whitespace and newlines, each with its line number. */
export function parseAddressList(text: string): { address: string; line: number }[] {
  return text.split('\n').flatMap((row, i) =>
    row
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((address) => ({ address, line: i + 1 })),
  );
}

export function buildConfig(v: TriggerFormValues): BuiltConfig {
  const fromConditions = (offset: number) => v.conditions.map((_, i) => `conditions.${i + offset}`);
  switch (v.type) {
    case 'FAILED_TRANSACTIONS':
      return { config: {}, paramFields: [] };
    case 'BLACKLISTED_CALLERS':
    case 'WHITELISTED_CALLERS':
      return {
        config: { [callerListKey(v.type)]: parseAddressList(v.addresses).map((a) => a.address) },
        paramFields: [],
      };
    case 'FUNCTION_CALL':
      return {
        config: { funcName: v.funcName, params: v.conditions.map(condition) },
        paramFields: fromConditions(0),
      };
    case 'EVENT_EMITTED':
      return {
        config: {
          funcName: v.funcName,
          params: v.conditions.map(condition),
          // The vendor's examples send `txParams: null` for "no condition".
          txParams: v.txConditions.length ? v.txConditions.map(condition) : null,
        },
        paramFields: fromConditions(0),
      };
    case 'ERC20_TRANSFER': {
      const params: ConditionRow[] = [];
      const fields: string[] = [];
      if (v.direction !== 'any') {
        params.push({ name: v.direction, operator: '=', value: v.counterparty });
        fields.push('counterparty');
      }
      if (v.amount.trim()) {
        const raw = toRawAmount(v.amount, Number(v.decimals));
        params.push({ name: 'value', operator: v.amountOperator, value: raw ?? v.amount });
        fields.push('amount');
      }
      return {
        config: {
          token: v.token.trim(),
          funcName: 'Transfer',
          params: [...params, ...v.conditions].map(condition),
        },
        paramFields: [...fields, ...v.conditions.map((_, i) => `conditions.${i}`)],
      };
    }
  }
}

function readConditions(list: unknown): ConditionRow[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map((c) => ({
    name: typeof c.name === 'string' ? c.name : '',
    operator: isOperator(c.operator) ? c.operator : '=',
    value: typeof c.value === 'string' ? c.value : c.value == null ? '' : JSON.stringify(c.value),
  }));
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A stored trigger's config as form fields (the inverse of `buildConfig`). */
export function configToForm(
  type: string,
  config: Record<string, unknown> | null | undefined,
): Partial<TriggerFormValues> {
  const c = config ?? {};
  if (!isTriggerType(type)) return {};
  switch (type) {
    case 'FAILED_TRANSACTIONS':
      return { type };
    case 'BLACKLISTED_CALLERS':
    case 'WHITELISTED_CALLERS': {
      const list = c[callerListKey(type)];
      const lines = Array.isArray(list) ? list.map((a) => String(a)) : [];
      return { type, addresses: lines.join('\n') };
    }
    case 'FUNCTION_CALL':
      return { type, funcName: text(c.funcName), conditions: readConditions(c.params) };
    case 'EVENT_EMITTED':
      return {
        type,
        funcName: text(c.funcName),
        conditions: readConditions(c.params),
        txConditions: readConditions(c.txParams),
      };
    case 'ERC20_TRANSFER': {
      const token = text(c.token);
      const decimals = knownDecimals(token);
      const rest = readConditions(c.params);
      const dirAt = rest.findIndex(
        (p) => (p.name === 'from' || p.name === 'to') && p.operator === '=',
      );
      const dir = dirAt >= 0 ? rest.splice(dirAt, 1)[0] : undefined;
      const amountAt = rest.findIndex((p) => p.name === 'value' && /^\d+$/.test(p.value));
      const amount = amountAt >= 0 ? rest.splice(amountAt, 1)[0] : undefined;
      const direction: Direction = dir?.name === 'from' || dir?.name === 'to' ? dir.name : 'any';
      return {
        type,
        token,
        direction,
        counterparty: dir?.value ?? '',
        amountOperator: amount?.operator ?? '>=',
        amount: amount ? toHumanAmount(amount.value, decimals) : '',
        decimals: String(decimals),
        conditions: rest,
      };
    }
  }
}

const severityOf = (s: unknown): AlertRow['severity'] => SEVERITIES.find((x) => x === s) ?? 'INFO';

/** A stored trigger as form values, for edit. */
export function triggerToForm(t: Trigger): TriggerFormValues {
  return {
    ...emptyTrigger(t.contractId ?? null),
    ...configToForm(t.type, t.config),
    name: t.name,
    status: t.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
    alerts: (t.alerts ?? []).map((a) => ({
      alertId: a.id,
      name: a.name,
      severity: severityOf(a.severity),
      message: a.message ?? '',
      status: a.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
      destinationIds: (a.destinations ?? [])
        .map((d) => d.tenantDestination?.id ?? d.tenantDestinationId)
        .filter((id): id is number => typeof id === 'number'),
    })),
  };
}
