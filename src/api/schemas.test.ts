import { describe, expect, it } from 'vitest';
import {
  CreateActionSchema,
  GasLimitSchema,
  GasPriceSchema,
  GasTipSchema,
  ParamSchema,
  RunActionSchema,
} from './action/schemas';
import { SearchBodySchema, StatusSchema } from './common';
import { AddressTypeSchema, ContractFetchSchema, ContractSchema } from './contract/schemas';
import { DestinationTagSchema, DestinationTypeSchema } from './destination/schemas';
import { NETWORKS, NetworkSchema } from './network/schemas';
import { CreateOrganisationSchema, UpdateOrganisationSchema } from './organisation/schemas';
import { CreateProjectSchema, ProjectSchema } from './project/schemas';
import { UpdateScoreSchema } from './score/schemas';
import { UsageBodySchema } from './usage/schemas';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('gasPrice (interface pattern, exact)', () => {
  it.each([
    'market',
    '0',
    '21000000000',
    '1.5',
    '1.5 gwei',
    '30 gwei',
    '+10%',
    '-5%',
    '100%',
    '2.5%',
    '+-5%',
  ])('accepts %s', (v) => {
    expect(ok(GasPriceSchema, v)).toBe(true);
  });
  it.each([
    '1.5gwei',
    '1.5  gwei',
    '1.5 GWEI',
    'gwei',
    '',
    ' market',
    'Market',
    '1.',
    '.5',
    '10 %',
    '1e9',
    '-1',
    '5 wei',
    '%',
  ])('rejects %j', (v) => {
    expect(ok(GasPriceSchema, v)).toBe(false);
  });
  it('defaults to market on create', () => {
    const a = CreateActionSchema.parse({
      walletId: 1,
      contractId: 2,
      name: 'n',
      funcSignature: 'f()',
    });
    expect(a.gasPrice).toBe('market');
  });
});

describe('gasTip (gasPrice forms without market, or empty)', () => {
  it.each(['', '0', '2', '1.5 gwei', '+10%', '-5%'])('accepts %j', (v) =>
    expect(ok(GasTipSchema, v)).toBe(true),
  );
  it.each(['market', '1.5gwei', ' ', 'abc', '1 gwei '])('rejects %j', (v) =>
    expect(ok(GasTipSchema, v)).toBe(false),
  );
  it('defaults to the empty string', () => {
    expect(
      CreateActionSchema.parse({ walletId: 1, contractId: 2, name: 'n', funcSignature: 'f()' })
        .gasTip,
    ).toBe('');
  });
});

describe('gasLimit (int32, > 0, default 10000000)', () => {
  it.each([1, 21000, 10000000, 2147483647])('accepts %d', (v) =>
    expect(ok(GasLimitSchema, v)).toBe(true),
  );
  it.each([0, -1, 1.5, 2147483648, '100', Number.NaN])('rejects %j', (v) =>
    expect(ok(GasLimitSchema, v)).toBe(false),
  );
  it('defaults to 10000000', () => {
    expect(
      CreateActionSchema.parse({ walletId: 1, contractId: 2, name: 'n', funcSignature: 'f()' })
        .gasLimit,
    ).toBe(10000000);
  });
});

describe('Param (name and value of length ≥ 1)', () => {
  it('accepts one-character name and value', () =>
    expect(ok(ParamSchema, { name: 'a', value: '0' })).toBe(true));
  it('rejects empty name or value and names the field', () => {
    const r = CreateActionSchema.safeParse({
      walletId: 1,
      contractId: 2,
      name: 'n',
      funcSignature: 'f(uint256)',
      params: [
        { name: 'amount', value: '' },
        { name: '', value: '1' },
      ],
    });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['params.0.value', 'params.1.name']);
  });
});

describe('CreateAction is strict, Action response tolerant', () => {
  it('rejects unknown fields in the request', () => {
    expect(
      ok(CreateActionSchema, {
        walletId: 1,
        contractId: 2,
        name: 'n',
        funcSignature: 'f()',
        extra: 1,
      }),
    ).toBe(false);
  });
  it('requires walletId, contractId, name and funcSignature', () => {
    const r = CreateActionSchema.safeParse({});
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'contractId',
      'funcSignature',
      'name',
      'walletId',
    ]);
  });
  it('defaults status to ACTIVE', () => {
    expect(
      CreateActionSchema.parse({ walletId: 1, contractId: 2, name: 'n', funcSignature: 'f()' })
        .status,
    ).toBe('ACTIVE');
  });
  it('manual run requires a severity level', () => {
    expect(ok(RunActionSchema, {})).toBe(false);
    expect(ok(RunActionSchema, { severityLevel: 'HIGH' })).toBe(true);
    expect(ok(RunActionSchema, { severityLevel: 'URGENT' })).toBe(false);
  });
});

describe('search body', () => {
  it('fills defaults: from 0, size 10, trackTotal false', () => {
    expect(SearchBodySchema.parse({})).toEqual({ from: 0, size: 10, trackTotal: false });
  });
  it.each([0, 1, 10000])('accepts size %d', (size) =>
    expect(ok(SearchBodySchema, { size })).toBe(true),
  );
  it.each([-1, 10001, 2.5])('rejects size %d', (size) =>
    expect(ok(SearchBodySchema, { size })).toBe(false),
  );
  it('rejects a negative from and an empty sort list, accepts Asc/Desc items', () => {
    expect(ok(SearchBodySchema, { from: -1 })).toBe(false);
    expect(ok(SearchBodySchema, { sort: [] })).toBe(false);
    expect(ok(SearchBodySchema, { sort: [{ field: 'name', order: 'Desc' }] })).toBe(true);
    expect(ok(SearchBodySchema, { sort: [{ field: 'name', order: 'desc' }] })).toBe(false);
  });
});

describe('organisation logos (interface patterns, whole-value match)', () => {
  it('logoLight must be http(s) on create', () => {
    expect(ok(CreateOrganisationSchema, { logoLight: 'https://x.example/l.png' })).toBe(true);
    expect(ok(CreateOrganisationSchema, { logoLight: 'http://x' })).toBe(true);
    expect(ok(CreateOrganisationSchema, { logoLight: '' })).toBe(false);
    expect(ok(CreateOrganisationSchema, { logoLight: 'ftp://x' })).toBe(false);
  });
  it('on update logoLight and darkLogo may be blank or http(s); name and parent are required', () => {
    const base = { name: 'Regulator', parent: 'EU' };
    expect(ok(UpdateOrganisationSchema, { ...base, logoLight: '', darkLogo: '   ' })).toBe(true);
    expect(
      ok(UpdateOrganisationSchema, { ...base, logoLight: 'https://x', darkLogo: 'https://y' }),
    ).toBe(true);
    expect(ok(UpdateOrganisationSchema, { ...base, logoLight: 'javascript:alert(1)' })).toBe(false);
    expect(ok(UpdateOrganisationSchema, { ...base, darkLogo: 'logo.png' })).toBe(false);
    expect(ok(UpdateOrganisationSchema, { parent: 'EU' })).toBe(false);
    expect(ok(UpdateOrganisationSchema, { name: 'R' })).toBe(false);
  });
});

describe('contract fetch address must contain a non-blank character', () => {
  it.each(['0xabc', ' x '])('accepts %j', (address) =>
    expect(ok(ContractFetchSchema, { chainUid: 'ethereum', address })).toBe(true),
  );
  it.each(['', '   ', '\t\n'])('rejects %j', (address) =>
    expect(ok(ContractFetchSchema, { chainUid: 'ethereum', address })).toBe(false),
  );
});

describe('usage body', () => {
  it('from/to ≥ 0 and an interval form', () => {
    expect(ok(UsageBodySchema, { from: 0, to: 1, interval: '1h' })).toBe(true);
    expect(ok(UsageBodySchema, { from: -1, to: 1, interval: '1h' })).toBe(false);
    expect(ok(UsageBodySchema, { from: 0, to: -5, interval: '1d' })).toBe(false);
    expect(ok(UsageBodySchema, { from: 0, to: 1, interval: 'hourly' })).toBe(false);
  });
});

describe('enums', () => {
  it('Status', () => {
    expect(StatusSchema.options).toEqual(['ACTIVE', 'DISABLED', 'DELETED']);
    expect(ok(StatusSchema, 'active')).toBe(false);
  });
  it('Network has the 32 uids of the interface', () => {
    expect(NETWORKS).toHaveLength(32);
    expect(new Set(NETWORKS).size).toBe(32);
    for (const n of [
      'ethereum',
      'bsc_testnet',
      'polygon_amoy',
      'ethereum_holesky',
      'tron',
      'icp',
      'bitcoin',
      'solana',
    ])
      expect(ok(NetworkSchema, n)).toBe(true);
    expect(ok(NetworkSchema, 'mainnet')).toBe(false);
  });
  it('destination types and tags, address types', () => {
    expect(DestinationTypeSchema.options).toEqual(['EMAIL', 'TELEGRAM', 'HTTP', 'SLACK']);
    expect(DestinationTagSchema.options).toEqual(['DEFAULT', 'DETECTOR', 'WALLET']);
    expect(AddressTypeSchema.options).toEqual(['CONTRACT', 'WALLET', 'ENTITY']);
  });
  it('score tags are empty or viewed', () => {
    expect(ok(UpdateScoreSchema, { tags: [] })).toBe(true);
    expect(ok(UpdateScoreSchema, { tags: ['viewed'] })).toBe(true);
    expect(ok(UpdateScoreSchema, { tags: ['hidden'] })).toBe(false);
  });
});

describe('request strict, response tolerant', () => {
  it('project create rejects unknown fields; the response keeps them', () => {
    expect(ok(CreateProjectSchema, { name: 'x', colour: 'red' })).toBe(false);
    const p = ProjectSchema.parse({ id: 1, name: 'x', colour: 'red', description: null });
    expect(p).toMatchObject({ id: 1, colour: 'red' });
  });
  it('contract response accepts null for not-shown fields, rejects a wrong network', () => {
    expect(
      ok(ContractSchema, {
        id: 1,
        chainUid: 'ethereum',
        address: '0x1',
        abi: null,
        implementation: null,
      }),
    ).toBe(true);
    expect(ok(ContractSchema, { id: 1, chainUid: 'ether', address: '0x1' })).toBe(false);
  });
});
