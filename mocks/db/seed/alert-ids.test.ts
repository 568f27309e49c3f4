import { describe, expect, it } from 'vitest';
import { Store } from '../store';
import { seed } from './index';

describe('seeded alerts read as their chain’s', () => {
  const store = new Store();
  seed(store, { assetOrigin: 'http://localhost' });
  const alerts = [1, 2].flatMap((tenant) => store.tables.alert.list(tenant));
  const on = (network: string) => alerts.filter((a) => a.meta?.network === network);

  it('have transaction ids in each chain’s format', () => {
    const formats: Record<string, RegExp> = {
      bitcoin: /^[0-9a-f]{64}$/,
      solana: /^[1-9A-HJ-NP-Za-km-z]{88}$/,
      ethereum: /^0x[0-9a-f]{64}$/,
    };
    for (const [network, format] of Object.entries(formats)) {
      expect(on(network).length, network).toBeGreaterThan(0);
      for (const a of on(network)) expect(a.txHash, network).toMatch(format);
    }
  });

  it('carry block heights at each chain’s pace', () => {
    const heights = (network: string) => on(network).map((a) => Number(a.meta?.blockNumber));
    for (const h of heights('bitcoin')) expect(h).toBeLessThan(1_000_000);
    for (const h of heights('solana')) expect(h).toBeGreaterThan(200_000_000);
    for (const h of heights('ethereum')) expect(h).toBeGreaterThan(18_000_000);
  });
});
