import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { contractQueries } from '@/api/contract/queries';
import type { Contract } from '@/api/contract/schemas';
import { ALL_CONTRACTS } from '@/lib/contract-directory';
import type { ActionFormValues } from './action-form';

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
