import type { TriggerOperator } from '@/api/rules/trigger-config';
import { typeLabel, type TriggerType } from '@/lib/trigger-types';

export {
  TRIGGER_TYPES,
  TYPE_LABELS,
  isTriggerType,
  typeLabel,
  type TriggerType,
} from '@/lib/trigger-types';

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

/** The trigger form's values: the create body in the shape a person edits it. */
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
