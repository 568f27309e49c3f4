import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { contractQueries } from '@/api/contract/queries';
import type { Contract } from '@/api/contract/schemas';
import type { Network } from '@/api/network/schemas';
import { networkInfo } from '@/api/rules/networks';
import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { ALL_CONTRACTS } from '@/lib/contract-directory';
import type { ActionFormValues } from './action-form';

/**
 * A picker's options with those of `network` first, under "On <network>", the rest under "Other
 * networks" (a wallet calls contracts of its own network only); as they were without a network.
 */
export function networkFirst(
  data: ComboboxItem[],
  list: readonly Contract[],
  network: Network | null | undefined,
): ComboboxItem[] | ComboboxItemGroup<ComboboxItem>[] {
  if (!network) return data;
  const on = new Set(list.filter((c) => c.chainUid === network).map((c) => String(c.id)));
  return [
    { group: `On ${networkInfo(network).name}`, items: data.filter((i) => on.has(i.value)) },
    { group: 'Other networks', items: data.filter((i) => !on.has(i.value)) },
  ].filter((g) => g.items.length > 0);
}

/**
 * The chosen wallet and contract when they are on different networks: the service refuses such
 * an action (a wallet signs on its own network only). Step 2 warns of it, the step list flags it
 * and the save stops on the wallet's field.
 */
export function networkMismatch(
  directory: readonly Contract[],
  walletId: number | null | undefined,
  contractId: number | null | undefined,
): { wallet: Contract; contract: Contract } | null {
  const wallet = directory.find((c) => c.id === walletId);
  const contract = directory.find((c) => c.id === contractId);
  return wallet && contract && wallet.chainUid !== contract.chainUid ? { wallet, contract } : null;
}

/** The builder's chosen wallet and contract from the contracts directory, and their mismatch. */
export function useTarget(control: Control<ActionFormValues, unknown, unknown>) {
  const [walletId, contractId] = useWatch({ control, name: ['walletId', 'contractId'] });
  const directory = useQuery(contractQueries.list(ALL_CONTRACTS));
  const all = directory.data?.data ?? [];
  return {
    directory,
    all,
    wallet: all.find((c) => c.id === walletId),
    contract: all.find((c) => c.id === contractId),
    mismatch: networkMismatch(all, walletId, contractId),
  };
}
