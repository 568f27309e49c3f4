import type { Contract } from '@/api/contract/schemas';

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
