import type { TriggerOperator } from '@/api/rules/trigger-config';

/** The trigger form's values: the create body in the shape a person edits it. */
export const TRIGGER_TYPES = [
  'ERC20_TRANSFER',
  'EVENT_EMITTED',
  'FUNCTION_CALL',
  'BLACKLISTED_CALLERS',
  'WHITELISTED_CALLERS',
  'FAILED_TRANSACTIONS',
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];
export const SEVERITIES = ['INFO', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type AlertSeverity = (typeof SEVERITIES)[number];
export type Direction = 'any' | 'from' | 'to';

export interface ConditionRow {
  name: string;
  operator: TriggerOperator;
  value: string;
}

export interface AlertRow {
  /** The stored alert's id (the service matches alerts by name; kept to show what is new). */
  alertId: number | null;
  name: string;
  severity: AlertSeverity;
  message: string;
  status: 'ACTIVE' | 'DISABLED';
  destinationIds: number[];
}

export interface TriggerFormValues {
  contractId: number | null;
  type: TriggerType;
  name: string;
  status: 'ACTIVE' | 'DISABLED';
  /** ERC20_TRANSFER. */
  token: string;
  direction: Direction;
  counterparty: string;
  amountOperator: TriggerOperator;
  amount: string;
  decimals: string;
  /** BLACKLISTED_CALLERS / WHITELISTED_CALLERS: pasted text, one or many per line. */
  addresses: string;
  /** EVENT_EMITTED / FUNCTION_CALL: the event or function name. */
  funcName: string;
  /** Argument conditions (for ERC20_TRANSFER: any beyond direction and amount). */
  conditions: ConditionRow[];
  /** EVENT_EMITTED: conditions on the transaction (`txParams`). */
  txConditions: ConditionRow[];
  alerts: AlertRow[];
}

export const TYPE_LABELS: Record<TriggerType, string> = {
  ERC20_TRANSFER: 'ERC-20 transfer',
  EVENT_EMITTED: 'Event emitted',
  FUNCTION_CALL: 'Function call',
  BLACKLISTED_CALLERS: 'Blacklisted callers',
  WHITELISTED_CALLERS: 'Whitelisted callers',
  FAILED_TRANSACTIONS: 'Failed transactions',
};

export const isTriggerType = (type: string): type is TriggerType =>
  TRIGGER_TYPES.some((t) => t === type);
export const typeLabel = (type: string) => (isTriggerType(type) ? TYPE_LABELS[type] : type);

/**
 * The name a trigger left unnamed is given: its type in words, and the event or function it
 * watches ('Event emitted: Transfer'), so that two such triggers on a contract differ.
 */
export function defaultTriggerName(type: string, funcName: string): string {
  const member = type === 'EVENT_EMITTED' || type === 'FUNCTION_CALL' ? funcName.trim() : '';
  return member ? `${typeLabel(type)}: ${member}` : typeLabel(type);
}

export const newAlert = (destinationIds: number[] = []): AlertRow => ({
  alertId: null,
  name: '',
  severity: 'HIGH',
  message: '',
  status: 'ACTIVE',
  destinationIds,
});

export const emptyTrigger = (contractId: number | null = null): TriggerFormValues => ({
  contractId,
  type: 'EVENT_EMITTED',
  name: '',
  status: 'ACTIVE',
  token: '',
  direction: 'any',
  counterparty: '',
  amountOperator: '>=',
  amount: '',
  decimals: '18',
  addresses: '',
  funcName: '',
  conditions: [],
  txConditions: [],
  alerts: [newAlert()],
});
