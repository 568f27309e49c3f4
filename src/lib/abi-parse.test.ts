import { describe, expect, it } from 'vitest';
import {
  abiCounts,
  formatAbiProblems,
  humanSignature,
  isTokenAbi,
  matchesAbiFilter,
  parseAbiText,
  selectorOrNull,
} from './abi';

const ABI = [
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
    type: 'function',
    name: 'totalSupply',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'event',
    name: 'Approval',
    inputs: [
      { name: 'owner', type: 'address', indexed: true },
      { name: 'spender', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'error',
    name: 'ERC20InsufficientBalance',
    inputs: [
      { name: 'sender', type: 'address' },
      { name: 'balance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
  { type: 'constructor', stateMutability: 'nonpayable', inputs: [] },
];

describe('parseAbiText', () => {
  it('parses a bare ABI array and a build artifact with an abi field', () => {
    const bare = parseAbiText(JSON.stringify(ABI));
    expect(bare.ok).toBe(true);
    const artifact = parseAbiText(JSON.stringify({ contractName: 'T', abi: ABI }));
    expect(artifact.ok && artifact.abi).toHaveLength(ABI.length);
  });

  it('names the line and column of a JSON syntax error', () => {
    const r = parseAbiText('[\n  {"type": "function",\n  "name": }\n]');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems[0]?.message).toMatch(/^Not JSON: Unexpected '}' at line 3, column 11$/);
  });

  it('names the ABI path of a wrong item', () => {
    const r = parseAbiText(
      JSON.stringify([ABI[0], { type: 'event', name: 'X', inputs: [{ type: 'uint7' }] }]),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(formatAbiProblems(r.problems)).toMatch(/^\[1\]\.inputs/);
  });
});

describe('viewer helpers', () => {
  const r = parseAbiText(JSON.stringify(ABI));
  if (!r.ok) throw new Error('invalid');
  const abi = r.abi;

  it('counts items per group and recognises an ERC-20', () => {
    expect(abiCounts(abi)).toEqual({ read: 2, write: 1, events: 1, errors: 1, total: 6 });
    expect(isTokenAbi(abi)).toBe(true);
    expect(isTokenAbi(abi.filter((i) => i.type !== 'function' || i.name !== 'transfer'))).toBe(
      false,
    );
  });

  it('gives selectors and topics of known values, none for a constructor', () => {
    const [transfer, , totalSupply, approval, err, ctor] = abi;
    expect(selectorOrNull(transfer!)).toBe('0xa9059cbb');
    expect(selectorOrNull(totalSupply!)).toBe('0x18160ddd');
    expect(selectorOrNull(approval!)).toBe(
      '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
    );
    expect(selectorOrNull(err!)).toBe('0xe450d38c');
    expect(selectorOrNull(ctor!)).toBeNull();
    expect(humanSignature(approval!)).toBe(
      'event Approval(address indexed owner, address indexed spender, uint256 value)',
    );
  });

  it('filters by name, signature text and selector prefix', () => {
    const names = (q: string) =>
      abi.filter((i) => matchesAbiFilter(i, q)).map((i) => ('name' in i ? i.name : i.type));
    expect(names('')).toHaveLength(6);
    expect(names('BALANCE')).toEqual(['balanceOf', 'ERC20InsufficientBalance']);
    expect(names('0xa9059')).toEqual(['transfer']);
    expect(names('a9059cbb')).toEqual(['transfer']);
    expect(names('indexed spender')).toEqual(['Approval']);
  });
});
