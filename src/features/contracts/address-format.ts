import type { Network } from '@/api/network/schemas';
import { NETWORK_INFO, type NetworkFamily } from '@/api/rules/networks';

/**
 * What an address of each family looks like, in the contract form's words: what the checks of
 * src/api/rules/address.ts accept (a module of the form's own: the other forms that check an
 * address do not carry the words).
 */
const FORMATS: Record<NetworkFamily, string> = {
  evm: '0x and 40 hex digits; mixed case must match its EIP-55 checksum',
  vechain: '0x and 40 hex digits; mixed case must match its EIP-55 checksum',
  tron: '34 characters starting with T; its checksum is checked',
  solana: 'a base58 public key of 32 to 44 characters',
  bitcoin: 'a mainnet address, 1…, 3… or bc1…; its checksum is checked',
  stellar: '56 characters starting with G; its checksum is checked',
  icp: 'a principal such as ryjl3-tyaaa-aaaaa-aaaba-cai; its checksum is checked',
};

/** The address field's hint: what the chosen network's addresses look like. */
export function addressFormat(uid: Network | null): string {
  return uid
    ? `${NETWORK_INFO[uid].name}: ${FORMATS[NETWORK_INFO[uid].family]}`
    : "Checked for the network's format once one is chosen";
}
