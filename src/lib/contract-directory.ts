import type { SearchBody } from '@/api/common';
import type { Contract } from '@/api/contract/schemas';

/** Every contract and wallet of the tenant, for pickers, filters and names (one cached query). */
export const ALL_CONTRACTS: SearchBody = {
  sort: [{ field: 'name', order: 'Asc' }],
  size: 10000,
};

export const isWallet = (c: Contract) => c.addressType === 'WALLET';
export const isCallable = (c: Contract) => c.addressType !== 'WALLET' && c.addressType !== 'ENTITY';

/**
 * `0x3d256d…1D01f0`: the start and end of a long address (or hash: `head`, `tail` chars), the
 * one short form of the console's lists and pages. Here, not beside the address rules, whose
 * checksum libraries (~13 kB) a screen that only shows an address need not load.
 */
export function shortAddress(address: string, head = 8, tail = 6): string {
  const a = address.trim();
  return a.length > head + tail + 1 ? `${a.slice(0, head)}…${a.slice(-tail)}` : a;
}

export function contractLabel(c: Contract | undefined, id: number): string {
  return c ? (c.name ?? shortAddress(c.address)) : `#${id}`;
}

/** A contract's title where the full name fits: its name, or its address when it has none. */
export const contractTitle = (c: Pick<Contract, 'name' | 'address'>) => c.name || c.address;

export const ADDRESS_TYPE_LABELS = { CONTRACT: 'Contract', WALLET: 'Wallet', ENTITY: 'Entity' };
