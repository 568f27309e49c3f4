import { NETWORKS } from '@/api/network/schemas';
import { NETWORK_INFO, type NetworkFamily, type NetworkInfo } from '@/api/rules/networks';

/** How the console groups and labels the catalogue of `@/api/rules/networks` in pickers. */
const byName = (a: NetworkInfo, b: NetworkInfo) => a.name.localeCompare(b.name);
export const MAINNETS = NETWORKS.map((n) => NETWORK_INFO[n])
  .filter((n) => !n.testnet)
  .sort(byName);
export const TESTNETS = NETWORKS.map((n) => NETWORK_INFO[n])
  .filter((n) => n.testnet)
  .sort(byName);

/** Data for a Mantine Select: all 32 networks, grouped Mainnets / Testnets. */
export const NETWORK_SELECT_DATA = [
  { group: 'Mainnets', items: MAINNETS.map((n) => ({ value: n.uid, label: n.name })) },
  { group: 'Testnets', items: TESTNETS.map((n) => ({ value: n.uid, label: n.name })) },
];

export const FAMILY_LABELS: Record<NetworkFamily, string> = {
  evm: 'EVM',
  tron: 'TRON',
  solana: 'Solana',
  bitcoin: 'Bitcoin',
  stellar: 'Stellar',
  icp: 'Internet Computer',
  vechain: 'VeChain',
};
