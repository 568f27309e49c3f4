import type { Contract } from '@/api/contract/schemas';
import { abiMembers, callableAbi } from '@/api/rules/trigger-config';
import { knownDecimals } from '@/lib/token-amount';
import { newAlert, type AlertRow, type TriggerFormValues } from './trigger-values';

/**
 * Starting points after the real console's "recommendations by contract type": each needs an
 * event or function in the contract's ABI, so only those that fit the chosen contract show.
 */
export interface TriggerPreset {
  id: string;
  group: 'ERC-20' | 'ERC-721' | 'Staking' | 'Lending' | 'Any contract';
  label: string;
  needs?: { kind: 'event' | 'function'; name: string };
  values: (c: Contract) => Partial<TriggerFormValues>;
}

const alert = (severity: AlertRow['severity'], name: string, message: string): AlertRow => ({
  ...newAlert(),
  severity,
  name,
  message,
});

function onEvent(
  funcName: string,
  a: AlertRow,
  conditions: TriggerFormValues['conditions'] = [],
): Partial<TriggerFormValues> {
  return { type: 'EVENT_EMITTED', funcName, conditions, txConditions: [], alerts: [a] };
}

export const TRIGGER_PRESETS: TriggerPreset[] = [
  {
    id: 'erc20-large',
    group: 'ERC-20',
    label: 'Large transfer (1,000,000 tokens or more)',
    needs: { kind: 'event', name: 'Transfer' },
    values: (c) => ({
      type: 'ERC20_TRANSFER',
      token: c.address,
      decimals: String(knownDecimals(c.address)),
      direction: 'any',
      amountOperator: '>=',
      amount: '1000000',
      conditions: [],
      alerts: [alert('HIGH', 'Large transfer', '{from} sent {value} to {to}')],
    }),
  },
  {
    id: 'erc721-approval',
    group: 'ERC-721',
    label: 'Operator approved for all tokens',
    needs: { kind: 'event', name: 'ApprovalForAll' },
    values: () =>
      onEvent(
        'ApprovalForAll',
        alert('MEDIUM', 'Operator approval', '{owner} approved {operator}'),
        [{ name: 'approved', operator: '=', value: 'true' }],
      ),
  },
  {
    id: 'staking-unstake',
    group: 'Staking',
    label: 'Large unstake',
    needs: { kind: 'event', name: 'Unstaked' },
    values: () =>
      onEvent('Unstaked', alert('HIGH', 'Large unstake', '{user} unstaked {amount}'), [
        { name: 'amount', operator: '>=', value: '1000000000000000000000000' },
      ]),
  },
  {
    id: 'lending-liquidation',
    group: 'Lending',
    label: 'Liquidation',
    needs: { kind: 'event', name: 'LiquidationCall' },
    values: () =>
      onEvent(
        'LiquidationCall',
        alert('MEDIUM', 'Liquidation', '{user} was liquidated by {liquidator}'),
      ),
  },
  {
    id: 'lending-flash',
    group: 'Lending',
    label: 'Flash loan taken',
    needs: { kind: 'function', name: 'flashLoanSimple' },
    values: () => ({
      type: 'FUNCTION_CALL',
      funcName: 'flashLoanSimple',
      conditions: [],
      alerts: [alert('HIGH', 'Flash loan', 'A flash loan was taken on the pool')],
    }),
  },
  {
    id: 'upgraded',
    group: 'Any contract',
    label: 'Proxy implementation upgraded',
    needs: { kind: 'event', name: 'Upgraded' },
    values: () =>
      onEvent('Upgraded', alert('CRITICAL', 'Upgraded', 'Now points at {implementation}')),
  },
  {
    id: 'owner',
    group: 'Any contract',
    label: 'Ownership transferred',
    needs: { kind: 'event', name: 'OwnershipTransferred' },
    values: () =>
      onEvent(
        'OwnershipTransferred',
        alert('CRITICAL', 'Owner changed', '{previousOwner} handed the contract to {newOwner}'),
      ),
  },
  {
    id: 'failed',
    group: 'Any contract',
    label: 'Failed transactions',
    values: () => ({
      type: 'FAILED_TRANSACTIONS',
      alerts: [alert('MEDIUM', 'Failed transaction', 'Transaction {txHash} reverted')],
    }),
  },
];

/** The presets that fit a contract's ABI. */
export function presetsFor(c: Contract): TriggerPreset[] {
  const abi = callableAbi(c);
  const has = (kind: 'event' | 'function', name: string) =>
    abiMembers(abi, kind).some((m) => m.name === name);
  return TRIGGER_PRESETS.filter((p) => !p.needs || has(p.needs.kind, p.needs.name));
}
