import type { SearchBody } from '@/api/common';
import type { Contract } from '@/api/contract/schemas';

/** Every contract and wallet of the tenant, for pickers, filters and names (one cached query). */
export const ALL_CONTRACTS: SearchBody = {
  sort: [{ field: 'name', order: 'Asc' }],
  size: 10000,
};

export const isWallet = (c: Contract) => c.addressType === 'WALLET';
export const isCallable = (c: Contract) => c.addressType !== 'WALLET' && c.addressType !== 'ENTITY';

export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
}

export function contractLabel(c: Contract | undefined, id: number): string {
  return c ? (c.name ?? shortAddress(c.address)) : `#${id}`;
}

/** A contract's title where the full name fits: its name, or its address when it has none. */
export const contractTitle = (c: Pick<Contract, 'name' | 'address'>) => c.name || c.address;

export const ADDRESS_TYPE_LABELS = { CONTRACT: 'Contract', WALLET: 'Wallet', ENTITY: 'Entity' };
