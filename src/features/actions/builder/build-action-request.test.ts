import { describe, expect, it } from 'vitest';
import { CreateActionSchema } from '@/api/action/schemas';
import { ActionFormSchema, emptyAction, type ActionFormValues } from './action-form';
import { buildCreateAction, formPathOf } from './build-action-request';

const filled: ActionFormValues = {
  ...emptyAction,
  name: '  Sweep to cold storage ',
  walletId: 1016,
  contractId: 1001,
  funcSignature: 'transfer(address,uint256)',
  params: [
    {
      name: 'to',
      input: { name: 'to', type: 'address' },
      value: '0x7ABD13c25547ccffD766506D17Bf37dE7f2022bB',
    },
    { name: 'value', input: { name: 'value', type: 'uint256' }, value: '0x3e8' },
  ],
  gasPriceMode: 'percent',
  gasPrice: '+10',
  gasTipMode: 'gwei',
  gasTip: '2',
  gasLimit: '80000',
  destinationIds: [301],
  detectors: [
    {
      detectorId: 5001,
      runAlways: false,
      scriptFilter: 'e.severity >= 0.5',
      scriptParams: {
        to: { custom: false, script: '' },
        value: { custom: true, script: "e.getMeta().get('value')" },
      },
    },
  ],
  triggerAlerts: [
    { triggerAlertId: 7501, runAlways: true, scriptFilter: 'ignored', scriptParams: {} },
  ],
};

describe('building CreateAction from the form', () => {
  it('produces the exact body, in the interface order, that the schema accepts unchanged', () => {
    const body = buildCreateAction(filled);
    expect(body).toEqual({
      status: 'ACTIVE',
      walletId: 1016,
      contractId: 1001,
      name: 'Sweep to cold storage',
      funcSignature: 'transfer(address,uint256)',
      params: [
        { name: 'to', value: '0x7ABD13c25547ccffD766506D17Bf37dE7f2022bB' },
        { name: 'value', value: '1000' },
      ],
      gasPrice: '+10%',
      gasLimit: 80000,
      gasTip: '2 gwei',
      destinations: [{ tenantDestinationId: 301 }],
      detectors: [
        {
          scriptFilter: 'e.severity >= 0.5',
          scriptParams: { value: "e.getMeta().get('value')" },
          detectorId: 5001,
        },
      ],
      triggerAlerts: [{ scriptFilter: null, scriptParams: null, triggerAlertId: 7501 }],
    });
    expect(Object.keys(body)[0]).toBe('status');
    const parsed = CreateActionSchema.parse(body);
    expect(JSON.stringify(parsed)).toBe(JSON.stringify(body));
  });

  it('sends market gas, an empty tip and the description only when given', () => {
    const body = buildCreateAction({
      ...filled,
      gasPriceMode: 'market',
      gasPrice: '5',
      gasTip: '',
      description: 'why',
    });
    expect(body.gasPrice).toBe('market');
    expect(body.gasTip).toBe('');
    expect(body.description).toBe('why');
    expect('description' in buildCreateAction(filled)).toBe(false);
  });

  it('validates the form with the Solidity types, gas patterns and scripts', () => {
    expect(ActionFormSchema.safeParse(filled).success).toBe(true);
    const bad = ActionFormSchema.safeParse({
      ...filled,
      params: [
        { ...filled.params[0]!, value: '0x12' },
        { ...filled.params[1]!, value: '-1' },
      ],
      gasPrice: '10x',
      gasLimit: '0',
      detectors: [{ ...filled.detectors[0]!, scriptFilter: 'e.getMeta(' }],
      triggerAlerts: [
        { triggerAlertId: null, runAlways: true, scriptFilter: '', scriptParams: {} },
      ],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual([
      'params.0.value',
      'params.1.value',
      'gasPrice',
      'gasLimit',
      'detectors.0.scriptFilter',
      'triggerAlerts.0.triggerAlertId',
    ]);
  });

  it('maps service error paths onto form fields', () => {
    expect(formPathOf('params[1].name')).toBe('params.1.value');
    expect(formPathOf('params[0].value')).toBe('params.0.value');
    expect(formPathOf('detectors[0].detectorId')).toBe('detectors.0.detectorId');
    expect(formPathOf('detectors[1].scriptParams.to')).toBe('detectors.1.scriptParams.to.script');
    expect(formPathOf('triggerAlerts[0].scriptFilter')).toBe('triggerAlerts.0.scriptFilter');
    expect(formPathOf('destinations[2].tenantDestinationId')).toBe('destinationIds');
    expect(formPathOf('walletId')).toBe('walletId');
    expect(formPathOf('somethingElse')).toBeNull();
  });
});
