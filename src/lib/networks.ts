import { NETWORKS, type Network } from '@/api/network/schemas';

/** What the console shows about a network uid: name, grouping, address family, explorer, icon. */
export type NetworkFamily = 'evm' | 'tron' | 'solana' | 'bitcoin' | 'stellar' | 'icp' | 'vechain';

export interface NetworkInfo {
  uid: Network;
  name: string;
  testnet: boolean;
  family: NetworkFamily;
  /** Address page of the block explorer, `{address}` filled in; null when there is none. */
  explorer: string | null;
  /** Mantine colour of the icon and its initials (no remote images). */
  color: string;
  initials: string;
}

type Row = [
  name: string,
  family: NetworkFamily,
  explorer: string | null,
  color: string,
  initials: string,
  testnet?: boolean,
];

const A = '/address/{address}';
// prettier-ignore
const ROWS: Record<Network, Row> = {
  arbitrum: ['Arbitrum One', 'evm', `https://arbiscan.io${A}`, 'blue', 'AR'],
  bsc: ['BNB Smart Chain', 'evm', `https://bscscan.com${A}`, 'yellow', 'BN'],
  bsc_testnet: ['BNB Smart Chain Testnet', 'evm', `https://testnet.bscscan.com${A}`, 'yellow', 'BN', true],
  ethereum: ['Ethereum', 'evm', `https://etherscan.io${A}`, 'indigo', 'ET'],
  linea: ['Linea', 'evm', `https://lineascan.build${A}`, 'dark', 'LI'],
  optimism: ['OP Mainnet', 'evm', `https://optimistic.etherscan.io${A}`, 'red', 'OP'],
  base: ['Base', 'evm', `https://basescan.org${A}`, 'blue', 'BA'],
  base_sepolia: ['Base Sepolia', 'evm', `https://sepolia.basescan.org${A}`, 'blue', 'BA', true],
  gnosis: ['Gnosis', 'evm', `https://gnosisscan.io${A}`, 'teal', 'GN'],
  fantom: ['Fantom', 'evm', `https://ftmscan.com${A}`, 'cyan', 'FT'],
  polygon: ['Polygon', 'evm', `https://polygonscan.com${A}`, 'violet', 'PO'],
  polygon_amoy: ['Polygon Amoy', 'evm', `https://amoy.polygonscan.com${A}`, 'violet', 'PO', true],
  blast: ['Blast', 'evm', `https://blastscan.io${A}`, 'yellow', 'BL'],
  zksync: ['zkSync Era', 'evm', `https://explorer.zksync.io${A}`, 'gray', 'ZK'],
  scroll: ['Scroll', 'evm', `https://scrollscan.com${A}`, 'orange', 'SC'],
  avalanche: ['Avalanche C-Chain', 'evm', `https://snowtrace.io${A}`, 'red', 'AV'],
  avalanche_fuji: ['Avalanche Fuji', 'evm', `https://testnet.snowtrace.io${A}`, 'red', 'AV', true],
  telos: ['Telos EVM', 'evm', `https://teloscan.io${A}`, 'grape', 'TL'],
  sepolia: ['Sepolia', 'evm', `https://sepolia.etherscan.io${A}`, 'indigo', 'SE', true],
  holesky: ['Holesky', 'evm', `https://holesky.etherscan.io${A}`, 'indigo', 'HO', true],
  ethereum_sepolia: ['Ethereum Sepolia', 'evm', `https://sepolia.etherscan.io${A}`, 'indigo', 'ES', true],
  ethereum_holesky: ['Ethereum Holesky', 'evm', `https://holesky.etherscan.io${A}`, 'indigo', 'EH', true],
  tron: ['TRON', 'tron', 'https://tronscan.org/#/address/{address}', 'red', 'TR'],
  zeta: ['ZetaChain', 'evm', `https://zetachain.blockscout.com${A}`, 'green', 'ZE'],
  somnia: ['Somnia', 'evm', `https://explorer.somnia.network${A}`, 'pink', 'SO'],
  adi: ['ADI Chain', 'evm', `https://explorer.adifoundation.ai${A}`, 'cyan', 'AD'],
  anvil: ['Anvil (local)', 'evm', null, 'gray', 'AN', true],
  icp: ['Internet Computer', 'icp', 'https://dashboard.internetcomputer.org/canister/{address}', 'grape', 'IC'],
  vechain: ['VeChain', 'vechain', 'https://vechainstats.com/account/{address}', 'blue', 'VE'],
  stellar: ['Stellar', 'stellar', 'https://stellar.expert/explorer/public/account/{address}', 'dark', 'XL'],
  bitcoin: ['Bitcoin', 'bitcoin', `https://mempool.space${A}`, 'orange', 'BT'],
  solana: ['Solana', 'solana', 'https://solscan.io/account/{address}', 'grape', 'SL'],
};

export const NETWORK_INFO: Record<Network, NetworkInfo> = Object.fromEntries(
  NETWORKS.map((uid) => {
    const [name, family, explorer, color, initials, testnet = false] = ROWS[uid];
    return [uid, { uid, name, family, explorer, color, initials, testnet }];
  }),
) as Record<Network, NetworkInfo>;

export function networkInfo(uid: Network): NetworkInfo {
  return NETWORK_INFO[uid];
}

/** Solidity-style ABIs exist on EVM chains, VeChain and TRON (TVM); not on the others. */
export function networkHasAbis(uid: Network): boolean {
  const f = NETWORK_INFO[uid].family;
  return f === 'evm' || f === 'vechain' || f === 'tron';
}

/** The explorer page of an address, or null when the network has no explorer. */
export function explorerUrl(uid: Network, address: string): string | null {
  const t = NETWORK_INFO[uid].explorer;
  return t ? t.replace('{address}', encodeURIComponent(address.trim())) : null;
}

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
