import { describe, expect, it } from 'vitest';
import type { Contract } from '@/api/contract/schemas';
import { presetsFor } from './trigger-presets';
import { triggerProblems } from './trigger-problems';
import { emptyTrigger } from './trigger-values';

const token: Contract = {
  id: 9,
  chainUid: 'ethereum',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  abi: [
    {
      type: 'event',
      name: 'Transfer',
      inputs: [
        { name: 'from', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
      ],
    },
    { type: 'event', name: 'OwnershipTransferred', inputs: [] },
  ],
};

describe('trigger presets', () => {
  it('offers only what the contract’s ABI supports', () => {
    expect(presetsFor(token).map((p) => p.id)).toEqual(['erc20-large', 'owner', 'failed']);
  });

  it('fills values the shared rules accept, raw amount in the token’s decimals', () => {
    for (const p of presetsFor(token)) {
      const v = { ...emptyTrigger(token.id), ...p.values(token) };
      expect(triggerProblems(v, token), p.id).toEqual([]);
    }
    const erc20 = presetsFor(token)[0]?.values(token);
    expect(erc20).toMatchObject({ token: token.address, decimals: '6', amount: '1000000' });
  });
});
