import { describe, expect, it } from 'vitest';
import { keyFor, MOCK_ORIGIN, setupMockServer, TENANT_A } from '../../../mocks/test/harness';
import { addressProblem } from './address';
import type { Network } from '../network/schemas';

/** The console and the mock give the same answer on the same input: one copy of each rule. */
setupMockServer();

const CASES: [Network, string][] = [
  ['ethereum', '0x52908400098527886E0F7030069857D2E4169EE7'],
  ['ethereum', '0x52908400098527886e0F7030069857D2E4169EE7'],
  ['ethereum', '0x5290840009852788'],
  ['arbitrum', 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC'],
  ['tron', 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC'],
  ['tron', 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeD'],
  ['solana', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'],
  ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx'],
  ['stellar', 'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H'],
  ['icp', 'ryjl3-tyaaa-aaaaa-aaaba-cai'],
  ['icp', 'ryjl3-tyaaa-aaaaa-aaaba-caj'],
];

describe('address checks: console and mock agree', () => {
  it.each(CASES)('%s %s', async (network, address) => {
    const res = await fetch(`${MOCK_ORIGIN}/api/v1/contract`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await keyFor(TENANT_A)}`,
      },
      body: JSON.stringify({ projectId: 101, chainUid: network, address, addressType: 'WALLET' }),
    });
    const consoleProblem = addressProblem(network, address);
    const body = (await res.json()) as { errors?: string[] };
    const mockProblem = (body.errors ?? []).find((e) => e.startsWith('address'));
    expect(mockProblem !== undefined, `mock: ${JSON.stringify(body)}`).toBe(
      consoleProblem !== undefined,
    );
    if (consoleProblem) expect(mockProblem).toContain(consoleProblem);
  });
});
