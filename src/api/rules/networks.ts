import { NETWORKS, type Network } from '../network/schemas';

/**
 * The network catalogue, one row per uid of the interface's `Network` enum: shared by the
 * console (names, pickers, explorer links, icons) and the mock (address formats, event params,
 * gas, block times). One copy: a rule written twice drifts.
 */
export type NetworkFamily = 'evm' | 'tron' | 'solana' | 'bitcoin' | 'stellar' | 'icp' | 'vechain';

export interface NetworkInfo {
  uid: Network;
  /** Display name; the legacy `ethereum_*` uids say so, so every picker tells them apart. */
  name: string;
  testnet: boolean;
  family: NetworkFamily;
  /** Explorer origin, or null when there is none (a local chain). */
  explorer: string | null;
  /** Path of an address page and of a transaction page under the explorer. */
  addressPath: string;
  txPath: string;
  chainId: number | null;
  native: { symbol: string; decimals: number };
  blockTimeMs: number;
  confirmations: number;
  /** Market gas price in gwei that the mock's manual runs use. */
  gasGwei: number;
  /** Colour and initials of the network's icon (no remote images). */
  color: string;
  initials: string;
}

type Row = [
  name: string,
  family: NetworkFamily,
  explorer: string | null,
  chainId: number | null,
  native: string,
  decimals: number,
  blockTimeMs: number,
  gasGwei: number,
  color: string,
  initials: string,
  testnet?: boolean,
];

// prettier-ignore
const ROWS: Record<Network, Row> = {
  arbitrum: ['Arbitrum One', 'evm', 'https://arbiscan.io', 42161, 'ETH', 18, 250, 0.01, 'blue', 'AR'],
  bsc: ['BNB Smart Chain', 'evm', 'https://bscscan.com', 56, 'BNB', 18, 3000, 1, 'yellow', 'BN'],
  bsc_testnet: ['BNB Smart Chain Testnet', 'evm', 'https://testnet.bscscan.com', 97, 'tBNB', 18, 3000, 1, 'yellow', 'BN', true],
  ethereum: ['Ethereum', 'evm', 'https://etherscan.io', 1, 'ETH', 18, 12000, 18, 'indigo', 'ET'],
  linea: ['Linea', 'evm', 'https://lineascan.build', 59144, 'ETH', 18, 2000, 0.05, 'dark', 'LI'],
  optimism: ['OP Mainnet', 'evm', 'https://optimistic.etherscan.io', 10, 'ETH', 18, 2000, 0.002, 'red', 'OP'],
  base: ['Base', 'evm', 'https://basescan.org', 8453, 'ETH', 18, 2000, 0.005, 'blue', 'BA'],
  base_sepolia: ['Base Sepolia', 'evm', 'https://sepolia.basescan.org', 84532, 'ETH', 18, 2000, 0.001, 'blue', 'BA', true],
  gnosis: ['Gnosis', 'evm', 'https://gnosisscan.io', 100, 'xDAI', 18, 5000, 1.5, 'teal', 'GN'],
  fantom: ['Fantom', 'evm', 'https://ftmscan.com', 250, 'FTM', 18, 1000, 20, 'cyan', 'FT'],
  polygon: ['Polygon', 'evm', 'https://polygonscan.com', 137, 'POL', 18, 2000, 45, 'violet', 'PO'],
  polygon_amoy: ['Polygon Amoy', 'evm', 'https://amoy.polygonscan.com', 80002, 'POL', 18, 2000, 30, 'violet', 'PO', true],
  blast: ['Blast', 'evm', 'https://blastscan.io', 81457, 'ETH', 18, 2000, 0.002, 'yellow', 'BL'],
  zksync: ['zkSync Era', 'evm', 'https://explorer.zksync.io', 324, 'ETH', 18, 1000, 0.045, 'gray', 'ZK'],
  scroll: ['Scroll', 'evm', 'https://scrollscan.com', 534352, 'ETH', 18, 3000, 0.04, 'orange', 'SC'],
  avalanche: ['Avalanche C-Chain', 'evm', 'https://snowtrace.io', 43114, 'AVAX', 18, 2000, 25, 'red', 'AV'],
  avalanche_fuji: ['Avalanche Fuji', 'evm', 'https://testnet.snowtrace.io', 43113, 'AVAX', 18, 2000, 25, 'red', 'AV', true],
  telos: ['Telos EVM', 'evm', 'https://teloscan.io', 40, 'TLOS', 18, 500, 500, 'grape', 'TL'],
  sepolia: ['Sepolia', 'evm', 'https://sepolia.etherscan.io', 11155111, 'ETH', 18, 12000, 2, 'indigo', 'SE', true],
  holesky: ['Holesky', 'evm', 'https://holesky.etherscan.io', 17000, 'ETH', 18, 12000, 2, 'indigo', 'HO', true],
  ethereum_sepolia: ['Ethereum Sepolia', 'evm', 'https://sepolia.etherscan.io', 11155111, 'ETH', 18, 12000, 2, 'indigo', 'ES', true],
  ethereum_holesky: ['Ethereum Holesky', 'evm', 'https://holesky.etherscan.io', 17000, 'ETH', 18, 12000, 2, 'indigo', 'EH', true],
  tron: ['TRON', 'tron', 'https://tronscan.org/#', 728126428, 'TRX', 6, 3000, 0.00042, 'red', 'TR'],
  zeta: ['ZetaChain', 'evm', 'https://zetachain.blockscout.com', 7000, 'ZETA', 18, 6000, 10, 'green', 'ZE'],
  somnia: ['Somnia', 'evm', 'https://explorer.somnia.network', 5031, 'SOMI', 18, 100, 6, 'pink', 'SO'],
  adi: ['ADI Chain', 'evm', 'https://explorer.adifoundation.ai', 36900, 'ADI', 18, 2000, 1, 'cyan', 'AD'],
  anvil: ['Anvil (local)', 'evm', null, 31337, 'ETH', 18, 1000, 1, 'gray', 'AN', true],
  icp: ['Internet Computer', 'icp', 'https://dashboard.internetcomputer.org', null, 'ICP', 8, 1000, 0, 'grape', 'IC'],
  vechain: ['VeChain', 'vechain', 'https://vechainstats.com', 100009, 'VET', 18, 10000, 10, 'blue', 'VE'],
  stellar: ['Stellar', 'stellar', 'https://stellar.expert/explorer/public', null, 'XLM', 7, 5000, 0, 'dark', 'XL'],
  bitcoin: ['Bitcoin', 'bitcoin', 'https://mempool.space', null, 'BTC', 8, 600000, 0, 'orange', 'BT'],
  solana: ['Solana', 'solana', 'https://solscan.io', null, 'SOL', 9, 400, 0, 'grape', 'SL'],
};

/** Explorer paths that differ from the common `/address/…` and `/tx/…`. */
const PATHS: Partial<Record<NetworkFamily, [address: string, tx: string]>> = {
  icp: ['/canister/{address}', '/transaction/{hash}'],
  vechain: ['/account/{address}', '/transaction/{hash}'],
  stellar: ['/account/{address}', '/tx/{hash}'],
  solana: ['/account/{address}', '/tx/{hash}'],
};

function confirmationsOf(family: NetworkFamily, blockTimeMs: number): number {
  if (family === 'bitcoin') return 6;
  if (family === 'tron') return 19;
  if (family === 'solana') return 32;
  if (family === 'icp' || family === 'stellar') return 1;
  return blockTimeMs >= 5000 ? 12 : 30;
}

export const NETWORK_INFO = Object.fromEntries(
  NETWORKS.map((uid) => {
    const [
      name,
      family,
      explorer,
      chainId,
      symbol,
      decimals,
      blockTimeMs,
      gasGwei,
      color,
      initials,
      testnet = false,
    ] = ROWS[uid];
    const [addressPath, txPath] = PATHS[family] ?? ['/address/{address}', '/tx/{hash}'];
    const info: NetworkInfo = {
      uid,
      name,
      testnet,
      family,
      explorer,
      addressPath,
      txPath,
      chainId,
      native: { symbol, decimals },
      blockTimeMs,
      confirmations: confirmationsOf(family, blockTimeMs),
      gasGwei,
      color,
      initials,
    };
    return [uid, info];
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

/**
 * The family tag detector schemas name in `networkTags` (EVM, TRON, SOLANA, BITCOIN …).
 * VeChainThor runs an EVM, so EVM detectors run on it.
 */
export type FamilyTag = 'EVM' | 'TRON' | 'SOLANA' | 'BITCOIN' | 'STELLAR' | 'ICP';
const FAMILY_TAGS: Record<NetworkFamily, FamilyTag> = {
  evm: 'EVM',
  vechain: 'EVM',
  tron: 'TRON',
  solana: 'SOLANA',
  bitcoin: 'BITCOIN',
  stellar: 'STELLAR',
  icp: 'ICP',
};
export function familyTag(uid: Network): FamilyTag {
  return FAMILY_TAGS[NETWORK_INFO[uid].family];
}

/** The explorer page of an address, or null when the network has no explorer. */
export function explorerUrl(uid: Network, address: string): string | null {
  const n = NETWORK_INFO[uid];
  return n.explorer
    ? n.explorer + n.addressPath.replace('{address}', encodeURIComponent(address.trim()))
    : null;
}

/** The explorer page of a transaction, or null when the network has no explorer. */
export function explorerTxUrl(uid: Network, hash: string): string | null {
  const n = NETWORK_INFO[uid];
  return n.explorer
    ? n.explorer + n.txPath.replace('{hash}', encodeURIComponent(hash.trim()))
    : null;
}
