import { describe, expect, it } from 'vitest';
import {
  abiSummary,
  callSignature,
  callableFunctions,
  canonicalSignature,
  groupAbi,
  humanSignature,
  selectorOf,
  validateAbi,
} from './abi';

const ERC20 = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'event',
    name: 'Transfer',
    anonymous: false,
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
  { type: 'error', name: 'InsufficientBalance', inputs: [{ name: 'needed', type: 'uint256' }] },
  { type: 'constructor', stateMutability: 'nonpayable', inputs: [] },
  { type: 'receive', stateMutability: 'payable' },
];

describe('ABI helpers', () => {
  it('validates an ABI and groups it into read, write, events, errors and the rest', () => {
    const r = validateAbi(ERC20);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const g = groupAbi(r.abi);
    expect(g.read.map((f) => f.name)).toEqual(['balanceOf']);
    expect(g.write.map((f) => f.name)).toEqual(['transfer']);
    expect(g.events.map((e) => e.name)).toEqual(['Transfer']);
    expect(g.errors.map((e) => e.name)).toEqual(['InsufficientBalance']);
    expect(g.constructor).toHaveLength(1);
    expect(g.fallback).toHaveLength(1);
  });

  it('computes selectors and topics against known values', () => {
    const r = validateAbi(ERC20);
    if (!r.ok) throw new Error('invalid');
    const g = groupAbi(r.abi);
    const transfer = g.write[0]!;
    expect(canonicalSignature(transfer)).toBe('transfer(address,uint256)');
    expect(selectorOf(transfer)).toBe('0xa9059cbb');
    expect(selectorOf(g.read[0]!)).toBe('0x70a08231');
    expect(selectorOf(g.events[0]!)).toBe(
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    );
    expect(humanSignature(transfer)).toBe(
      'function transfer(address to, uint256 amount) returns (bool)',
    );
  });

  it('handles tuples in signatures', () => {
    const r = validateAbi([
      {
        type: 'function',
        name: 'settle',
        stateMutability: 'nonpayable',
        inputs: [
          {
            name: 'order',
            type: 'tuple',
            components: [
              { name: 'maker', type: 'address' },
              { name: 'amount', type: 'uint256' },
            ],
          },
        ],
        outputs: [],
      },
    ]);
    if (!r.ok) throw new Error('invalid');
    const f = groupAbi(r.abi).write[0]!;
    expect(canonicalSignature(f)).toBe('settle((address,uint256))');
  });

  it('reads the deprecated constant and payable flags as the state mutability', () => {
    const legacy = [
      { type: 'function', name: 'total', constant: true, inputs: [], outputs: [] },
      { type: 'function', name: 'buy', payable: true, inputs: [], outputs: [] },
      { type: 'function', name: 'set', inputs: [{ name: 'v', type: 'uint8' }], outputs: [] },
      { type: 'constructor', payable: true, inputs: [] },
      { type: 'fallback' },
    ];
    const r = validateAbi(legacy);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.abi.map((item) => 'stateMutability' in item && item.stateMutability)).toEqual([
      'view',
      'payable',
      'nonpayable',
      'payable',
      'nonpayable',
    ]);
    expect(groupAbi(r.abi).read.map((f) => f.name)).toEqual(['total']);
  });

  it('checks parameter types, tuples and their components, and names', () => {
    const fn = (inputs: unknown[], name = 'f') => ({
      type: 'function',
      name,
      stateMutability: 'view',
      inputs,
      outputs: [],
    });
    const tuple = { name: 'p', type: 'tuple[2][]', components: [{ name: 'a', type: 'bytes32' }] };
    expect(validateAbi([fn([tuple, { name: 'b', type: 'int24[]' }])]).ok).toBe(true);
    expect(validateAbi([fn([{ name: 'x', type: 'bytes33' }])])).toEqual({
      ok: false,
      problems: [{ path: '[0].inputs[0].type', message: 'not a Solidity type: "bytes33"' }],
    });
    expect(validateAbi([fn([{ name: 'p', type: 'tuple' }])])).toEqual({
      ok: false,
      problems: [{ path: '[0].inputs[0].components', message: 'a tuple lists its components' }],
    });
    const nested = { ...tuple, components: [{ name: 'c', type: 'uint7' }] };
    expect(validateAbi([fn([nested])])).toMatchObject({
      ok: false,
      problems: [{ path: '[0].inputs[0].components[0].type' }],
    });
    expect(validateAbi([fn([], '1st')])).toMatchObject({
      ok: false,
      problems: [{ path: '[0].name', message: 'not a Solidity identifier' }],
    });
    const event = {
      type: 'event',
      name: 'E',
      inputs: [{ name: 'a', type: 'address', indexed: 'yes' }],
    };
    expect(validateAbi([event])).toMatchObject({
      ok: false,
      problems: [{ path: '[0].inputs[0].indexed' }],
    });
  });

  it('names the exact item and field of a problem', () => {
    const r = validateAbi([
      ERC20[0],
      {
        type: 'function',
        name: 'x',
        stateMutability: 'view',
        inputs: [{ name: 'a', type: 'uint257' }],
        outputs: [],
      },
      { type: 'banana' },
      5,
      // A name of Object.prototype is not an item type either.
      { type: 'toString' },
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.path)).toEqual([
      expect.stringMatching(/^\[1\]/),
      '[2].type',
      '[3]',
      '[4].type',
    ]);
    expect(validateAbi({ not: 'an array' })).toMatchObject({
      ok: false,
      problems: [{ message: 'An ABI is a JSON array of items' }],
    });
  });

  it('sums an ABI up in words, singular and none included', () => {
    const counts = { total: 12, read: 3, write: 2, events: 1, errors: 0 };
    expect(abiSummary(counts)).toBe('12 items: 5 functions (3 read, 2 write), 1 event, no errors');
    expect(abiSummary({ total: 1, read: 1, write: 0, events: 0, errors: 0 })).toBe(
      '1 item: 1 function (1 read, 0 write), no events, no errors',
    );
  });
});

describe('the functions a contract is called with', () => {
  const named = (name: string) => ERC20.filter((i) => i.name === name);
  const implementation = [
    ...named('balanceOf'),
    {
      type: 'function',
      name: 'getReserves',
      stateMutability: 'view',
      inputs: [],
      outputs: [
        {
          name: 'r',
          type: 'tuple',
          components: [
            { name: 'a', type: 'uint112' },
            { name: 't', type: 'uint32[]' },
          ],
        },
        { name: '', type: 'uint256' },
      ],
    },
    { type: 'function', name: 'broken', inputs: 'none' },
  ];
  const proxy = {
    abi: [
      ...named('balanceOf').map((i) => ({ ...i, inputs: [{ name: 'who', type: 'address' }] })),
      ...named('transfer'),
    ],
    implAbi: implementation,
    implementation: '0x00000000000000000000000000000000000000aa',
  };

  it('reads a proxy through its implementation first, one function per signature, skipping malformed items', () => {
    expect(callableFunctions(proxy).map(canonicalSignature)).toEqual([
      'balanceOf(address)',
      'getReserves()',
      'transfer(address,uint256)',
    ]);
    expect(callableFunctions({ ...proxy, implementation: null }).map((f) => f.name)).toEqual([
      'balanceOf',
      'transfer',
    ]);
  });

  it('names a function with its output types, as a contract-call detector takes it', () => {
    const [balanceOf, getReserves, transfer] = callableFunctions(proxy);
    expect(balanceOf && callSignature(balanceOf)).toBe('balanceOf(address)(uint256)');
    expect(getReserves && callSignature(getReserves)).toBe(
      'getReserves()((uint112,uint32[]),uint256)',
    );
    expect(transfer && callSignature(transfer)).toBe('transfer(address,uint256)(bool)');
  });
});
