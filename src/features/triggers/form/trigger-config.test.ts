import { describe, expect, it } from 'vitest';
import type { TriggerContract } from '@/api/rules/trigger-config';
import { buildConfig, configToForm, parseAddressList, triggerToForm } from './trigger-config';
import { toHumanAmount, toRawAmount } from '@/lib/token-amount';
import { buildTriggerBody } from './trigger-form';
import { formPathOf, triggerProblems } from './trigger-problems';
import { emptyTrigger, type TriggerFormValues } from './trigger-values';

const A = '0x34581e4382f7256db1e590eab85e5199dc03449f';
const B = '0x098b716b8aaf21512996dc57eb0615e2383e2f96';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

const contract: TriggerContract = {
  id: 9,
  chainUid: 'ethereum',
  abi: [
    {
      type: 'event',
      name: 'Transfer',
      inputs: [
        { name: 'from', type: 'address', indexed: true },
        { name: 'to', type: 'address', indexed: true },
        { name: 'value', type: 'uint256' },
      ],
    },
    {
      type: 'function',
      name: 'transfer',
      inputs: [
        { name: 'to', type: 'address' },
        { name: 'amount', type: 'uint256' },
      ],
    },
  ],
};

const values = (over: Partial<TriggerFormValues>): TriggerFormValues => ({
  ...emptyTrigger(9),
  alerts: [],
  ...over,
});

/** Form → config → form gives the same fields back, and config → form → config the same config. */
const cases: [string, Partial<TriggerFormValues>, Record<string, unknown>][] = [
  ['FAILED_TRANSACTIONS', { type: 'FAILED_TRANSACTIONS' }, {}],
  [
    'BLACKLISTED_CALLERS',
    { type: 'BLACKLISTED_CALLERS', addresses: `${A}\n${B}` },
    { blacklist: [A, B] },
  ],
  ['WHITELISTED_CALLERS', { type: 'WHITELISTED_CALLERS', addresses: A }, { whitelist: [A] }],
  [
    'EVENT_EMITTED',
    {
      type: 'EVENT_EMITTED',
      funcName: 'Transfer',
      conditions: [{ name: 'value', operator: '>', value: '1000' }],
      txConditions: [{ name: 'from', operator: '!=', value: A }],
    },
    {
      funcName: 'Transfer',
      params: [{ name: 'value', operator: '>', value: '1000' }],
      txParams: [{ name: 'from', operator: '!=', value: A }],
    },
  ],
  [
    'FUNCTION_CALL',
    {
      type: 'FUNCTION_CALL',
      funcName: 'transfer',
      conditions: [{ name: 'to', operator: '==', value: B }],
    },
    { funcName: 'transfer', params: [{ name: 'to', operator: '==', value: B }] },
  ],
  [
    'ERC20_TRANSFER',
    {
      type: 'ERC20_TRANSFER',
      token: USDC,
      direction: 'from',
      counterparty: A,
      amountOperator: '>',
      amount: '250000',
      decimals: '6',
    },
    {
      token: USDC,
      funcName: 'Transfer',
      params: [
        { name: 'from', operator: '=', value: A },
        { name: 'value', operator: '>', value: '250000000000' },
      ],
    },
  ],
];

describe('trigger config builders', () => {
  it.each(cases)('round-trips %s', (type, form, config) => {
    const v = values(form);
    expect(buildConfig(v).config).toEqual(config);
    expect({ ...v, ...configToForm(type, config) }).toEqual(v);
    expect(buildConfig(values(configToForm(type, config))).config).toEqual(config);
  });

  it('sends txParams null when there is no transaction condition (the vendor body)', () => {
    const v = values({ type: 'EVENT_EMITTED', funcName: 'Transfer' });
    expect(buildConfig(v).config).toEqual({ funcName: 'Transfer', params: [], txParams: null });
  });

  it('turns a human amount into raw units and back, exactly', () => {
    expect(toRawAmount('1.5', 6)).toBe('1500000');
    expect(toRawAmount('0.000001', 6)).toBe('1');
    expect(toRawAmount('1.0000001', 6)).toBeUndefined();
    expect(toRawAmount('-1', 6)).toBeUndefined();
    expect(toRawAmount('12', 0)).toBe('12');
    expect(toHumanAmount('1500000', 6)).toBe('1.5');
    expect(toHumanAmount('1', 18)).toBe('0.000000000000000001');
    expect(toHumanAmount('1000000000000000000000000', 18)).toBe('1000000');
  });

  it('splits pasted addresses on commas, spaces and newlines, keeping line numbers', () => {
    expect(parseAddressList(`${A}, ${B}\n\n  x y`)).toEqual([
      { address: A, line: 1 },
      { address: B, line: 1 },
      { address: 'x', line: 3 },
      { address: 'y', line: 3 },
    ]);
  });

  it('builds the request body: alerts with destinations, named after the type in words when blank', () => {
    const v = values({
      type: 'FAILED_TRANSACTIONS',
      alerts: [
        {
          alertId: null,
          name: ' Reverted ',
          severity: 'LOW',
          message: 'm',
          status: 'ACTIVE',
          destinationIds: [301],
        },
      ],
    });
    expect(buildTriggerBody(v)).toEqual({
      contractId: 9,
      type: 'FAILED_TRANSACTIONS',
      name: 'Failed transactions',
      status: 'ACTIVE',
      config: {},
      alerts: [
        {
          name: 'Reverted',
          severity: 'LOW',
          message: 'm',
          status: 'ACTIVE',
          destinations: [{ tenantDestinationId: 301 }],
        },
      ],
    });
  });

  it('reads a stored trigger back with its alert destinations', () => {
    const form = triggerToForm({
      id: 1,
      contractId: 9,
      type: 'FAILED_TRANSACTIONS',
      name: 'F',
      status: 'DISABLED',
      config: {},
      alerts: [
        {
          id: 5,
          name: 'a',
          severity: 'CRITICAL',
          message: null,
          destinations: [{ id: 70, tenantDestination: { id: 301, type: 'EMAIL' } }],
        },
      ],
    });
    expect(form).toMatchObject({ name: 'F', status: 'DISABLED', type: 'FAILED_TRANSACTIONS' });
    expect(form.alerts).toEqual([
      {
        alertId: 5,
        name: 'a',
        severity: 'CRITICAL',
        message: '',
        status: 'ACTIVE',
        destinationIds: [301],
      },
    ]);
  });
});

describe('trigger form problems', () => {
  const paths = (v: TriggerFormValues) =>
    Object.fromEntries(triggerProblems(v, contract).map((p) => [p.path, p.message]));

  it('reports bad pasted addresses by line', () => {
    const p = paths(values({ type: 'BLACKLISTED_CALLERS', addresses: `${A}\nnope, ${B}` }));
    expect(p.addresses).toMatch(/^Not an address of this network: line 2: nope \(/);
    expect(paths(values({ type: 'WHITELISTED_CALLERS', addresses: ' ' })).addresses).toBe(
      'Paste at least one address',
    );
  });

  it('types argument values by the ABI and checks event names against it', () => {
    const p = paths(
      values({
        funcName: 'Transfer',
        conditions: [
          { name: 'value', operator: '>', value: 'lots' },
          { name: 'to', operator: '>', value: A },
        ],
        txConditions: [{ name: 'value', operator: '>=', value: '-1' }],
      }),
    );
    expect(p['conditions.0.value']).toMatch(/whole number/);
    expect(p['conditions.1.operator']).toBe('> compares numbers; to is address');
    expect(p['txConditions.0.value']).toBe('Out of range for uint256: 0 to 2^256 − 1');
    expect(paths(values({ funcName: 'Nope' })).funcName).toMatch(/^no event Nope in the ABI/);
  });

  it('checks the ERC-20 token, direction address and amount decimals', () => {
    const p = paths(
      values({
        type: 'ERC20_TRANSFER',
        token: 'x',
        direction: 'to',
        counterparty: '0x12',
        amount: '1.234',
        decimals: '2',
      }),
    );
    expect(Object.keys(p).sort()).toEqual(['amount', 'counterparty', 'token']);
    expect(p.amount).toBe('An amount like 1000 or 2.5, with at most 2 decimals');
  });

  it('wants named, distinct alerts and a contract', () => {
    const alert = {
      alertId: null,
      severity: 'LOW',
      message: '',
      status: 'ACTIVE',
      destinationIds: [],
    };
    const p = triggerProblems(
      {
        ...values({ type: 'FAILED_TRANSACTIONS', contractId: null }),
        alerts: [
          { ...alert, severity: 'LOW', status: 'ACTIVE', name: 'A' },
          { ...alert, severity: 'LOW', status: 'ACTIVE', name: 'a' },
          { ...alert, severity: 'LOW', status: 'ACTIVE', name: '' },
        ],
      },
      undefined,
    ).map((x) => x.path);
    expect(p).toEqual(['contractId', 'alerts.1.name', 'alerts.2.name']);
  });

  it('maps service error paths onto the fields that produced them', () => {
    const built = buildConfig(
      values({
        type: 'ERC20_TRANSFER',
        direction: 'from',
        amount: '1',
        conditions: [{ name: 'to', operator: '=', value: A }],
      }),
    );
    expect(formPathOf('config.params[0].value', built)).toBe('counterparty');
    expect(formPathOf('config.params[1].value', built)).toBe('amount');
    expect(formPathOf('config.params[2].operator', built)).toBe('conditions.0.operator');
    expect(formPathOf('alerts[1].destinations[0].tenantDestinationId', built)).toBe(
      'alerts.1.destinationIds',
    );
    expect(formPathOf('config.whitelist[3]', built)).toBe('addresses');
    expect(formPathOf('somewhere', built)).toBeNull();
  });
});
