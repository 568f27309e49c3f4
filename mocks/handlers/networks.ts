import type { Network } from '../../src/api/network/schemas';

/**
 * What the mock knows about each network uid: its family (address format, whether contracts
 * have ABIs), chain id, native coin, block time, explorer, and the event fields scripts can read.
 */
export type Family = 'EVM' | 'TRON' | 'SOLANA' | 'BITCOIN' | 'STELLAR' | 'ICP';

const NON_EVM: Partial<Record<Network, Family>> = {
  tron: 'TRON',
  solana: 'SOLANA',
  bitcoin: 'BITCOIN',
  stellar: 'STELLAR',
  icp: 'ICP',
};

export const familyOf = (n: Network): Family => NON_EVM[n] ?? 'EVM';
/** Solidity-style ABIs exist on EVM chains and on Tron (TVM). */
export const hasAbis = (n: Network): boolean => familyOf(n) === 'EVM' || familyOf(n) === 'TRON';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const FORMATS: Record<Family, [RegExp, string]> = {
  EVM: [EVM_ADDRESS, '0x followed by 40 hex digits'],
  TRON: [/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'a base58 address of 34 characters starting with T'],
  SOLANA: [/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'a base58 public key of 32 to 44 characters'],
  BITCOIN: [
    /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|tb1[02-9ac-hj-np-z]{11,71})$/,
    'a bech32 (bc1…) or base58 (1…, 3…) address',
  ],
  STELLAR: [/^G[A-Z2-7]{55}$/, 'a 56-character account id starting with G'],
  ICP: [
    /^[a-z0-9]{5}(-[a-z0-9]{5}){3,9}(-[a-z0-9]{1,5})?$/,
    'a principal such as ryjl3-tyaaa-aaaaa-aaaba-cai',
  ],
};

/** Why an address is not valid on a network, or undefined when it is. */
export function addressProblem(n: Network, address: string): string | undefined {
  const [re, shape] = FORMATS[familyOf(n)];
  return re.test(address.trim())
    ? undefined
    : `'${address}' is not a valid ${n} address: expected ${shape}`;
}

/** Addresses passed to contract functions: EVM hex, or base58 on Tron. */
export function isFunctionAddress(value: string): boolean {
  return EVM_ADDRESS.test(value) || FORMATS.TRON[0].test(value);
}

interface NetworkInfo {
  chainId: number | null;
  native: [symbol: string, decimals: number];
  blockTimeMs: number;
  confirmations: number;
  explorer: string;
  testnet?: boolean;
  /** Market gas price in gwei used by manual runs. */
  gasGwei?: number;
}

const evm = (
  chainId: number,
  symbol: string,
  blockTimeMs: number,
  explorer: string,
  gasGwei: number,
  testnet = false,
): NetworkInfo => ({
  chainId,
  native: [symbol, 18],
  blockTimeMs,
  confirmations: blockTimeMs >= 5000 ? 12 : 30,
  explorer,
  gasGwei,
  testnet,
});

// prettier-ignore
export const NETWORK_INFO: Record<Network, NetworkInfo> = {
  arbitrum: evm(42161, 'ETH', 250, 'https://arbiscan.io', 0.01),
  bsc: evm(56, 'BNB', 3000, 'https://bscscan.com', 1),
  bsc_testnet: evm(97, 'tBNB', 3000, 'https://testnet.bscscan.com', 1, true),
  ethereum: evm(1, 'ETH', 12000, 'https://etherscan.io', 18),
  linea: evm(59144, 'ETH', 2000, 'https://lineascan.build', 0.05),
  optimism: evm(10, 'ETH', 2000, 'https://optimistic.etherscan.io', 0.002),
  base: evm(8453, 'ETH', 2000, 'https://basescan.org', 0.005),
  base_sepolia: evm(84532, 'ETH', 2000, 'https://sepolia.basescan.org', 0.001, true),
  gnosis: evm(100, 'xDAI', 5000, 'https://gnosisscan.io', 1.5),
  fantom: evm(250, 'FTM', 1000, 'https://ftmscan.com', 20),
  polygon: evm(137, 'POL', 2000, 'https://polygonscan.com', 45),
  polygon_amoy: evm(80002, 'POL', 2000, 'https://amoy.polygonscan.com', 30, true),
  blast: evm(81457, 'ETH', 2000, 'https://blastscan.io', 0.002),
  zksync: evm(324, 'ETH', 1000, 'https://explorer.zksync.io', 0.045),
  scroll: evm(534352, 'ETH', 3000, 'https://scrollscan.com', 0.04),
  avalanche: evm(43114, 'AVAX', 2000, 'https://snowtrace.io', 25),
  avalanche_fuji: evm(43113, 'AVAX', 2000, 'https://testnet.snowtrace.io', 25, true),
  telos: evm(40, 'TLOS', 500, 'https://teloscan.io', 500),
  sepolia: evm(11155111, 'ETH', 12000, 'https://sepolia.etherscan.io', 2, true),
  holesky: evm(17000, 'ETH', 12000, 'https://holesky.etherscan.io', 2, true),
  ethereum_sepolia: evm(11155111, 'ETH', 12000, 'https://sepolia.etherscan.io', 2, true),
  ethereum_holesky: evm(17000, 'ETH', 12000, 'https://holesky.etherscan.io', 2, true),
  zeta: evm(7000, 'ZETA', 6000, 'https://zetascan.com', 10),
  somnia: evm(5031, 'SOMI', 100, 'https://explorer.somnia.network', 6),
  adi: evm(36900, 'ADI', 2000, 'https://explorer.adifoundation.ai', 1),
  anvil: evm(31337, 'ETH', 1000, 'http://localhost:8545', 1, true),
  vechain: evm(100009, 'VET', 10000, 'https://vechainstats.com', 10),
  tron: { chainId: 728126428, native: ['TRX', 6], blockTimeMs: 3000, confirmations: 19, explorer: 'https://tronscan.org' },
  icp: { chainId: null, native: ['ICP', 8], blockTimeMs: 1000, confirmations: 1, explorer: 'https://dashboard.internetcomputer.org' },
  stellar: { chainId: null, native: ['XLM', 7], blockTimeMs: 5000, confirmations: 1, explorer: 'https://stellar.expert/explorer/public' },
  bitcoin: { chainId: null, native: ['BTC', 8], blockTimeMs: 600000, confirmations: 6, explorer: 'https://mempool.space' },
  solana: { chainId: null, native: ['SOL', 9], blockTimeMs: 400, confirmations: 32, explorer: 'https://solscan.io' },
};

type Field = [name: string, type: string, description: string];
const COMMON: Field[] = [
  ['severity', 'double', 'Numeric severity of the alert (-1 Auto … 0.75 Critical)'],
  ['alertName', 'string', 'Name of the alert or trigger alert'],
  ['timestamp', 'long', 'Event time, epoch milliseconds'],
  ['txHash', 'string', 'Transaction that produced the event'],
];
const FAMILY_FIELDS: Record<Family, Field[]> = {
  EVM: [
    ['blockNumber', 'long', 'Block of the transaction'],
    ['from', 'address', 'Sender of the transaction'],
    ['to', 'address', 'Recipient (the called contract)'],
    ['value', 'uint256', 'Native value sent, in wei'],
    ['logIndex', 'int', 'Index of the log within the block'],
    ['gasUsed', 'uint256', 'Gas used by the transaction'],
    ['gasPrice', 'uint256', 'Effective gas price, in wei'],
    ['contract', 'address', 'Contract that emitted the event'],
  ],
  TRON: [
    ['blockNumber', 'long', 'Block of the transaction'],
    ['from', 'address', 'Owner address (base58)'],
    ['to', 'address', 'Contract address (base58)'],
    ['callValue', 'long', 'TRX sent, in sun'],
    ['energyUsed', 'long', 'Energy consumed'],
    ['netUsage', 'long', 'Bandwidth consumed'],
  ],
  SOLANA: [
    ['slot', 'long', 'Slot of the transaction'],
    ['signature', 'string', 'Transaction signature'],
    ['signer', 'string', 'Fee payer'],
    ['programId', 'string', 'Program that was invoked'],
    ['lamports', 'long', 'Lamports moved'],
  ],
  BITCOIN: [
    ['blockHeight', 'long', 'Height of the block'],
    ['inputs', 'list', 'Addresses spending in the transaction'],
    ['outputs', 'list', 'Receiving addresses and amounts'],
    ['amount', 'long', 'Amount in satoshi'],
    ['fee', 'long', 'Fee in satoshi'],
  ],
  STELLAR: [
    ['ledger', 'long', 'Ledger sequence'],
    ['sourceAccount', 'string', 'Source account'],
    ['operationType', 'string', 'Operation type (payment, path_payment, …)'],
    ['asset', 'string', 'Asset code and issuer'],
    ['amount', 'string', 'Amount with 7 decimals'],
  ],
  ICP: [
    ['canisterId', 'string', 'Canister that was called'],
    ['method', 'string', 'Method name'],
    ['caller', 'string', 'Principal of the caller'],
    ['cycles', 'long', 'Cycles attached'],
  ],
};

/** The answer of `GET /network/{network}/params/event` (content not shown in the interface). */
export function eventParams(n: Network): Record<string, unknown> {
  const info = NETWORK_INFO[n];
  const family = familyOf(n);
  const fields = [...COMMON, ...FAMILY_FIELDS[family]];
  return {
    network: n,
    family,
    chainId: info.chainId,
    testnet: info.testnet ?? false,
    nativeToken: { symbol: info.native[0], decimals: info.native[1] },
    blockTimeMs: info.blockTimeMs,
    confirmations: info.confirmations,
    explorer: info.explorer,
    hasAbi: hasAbis(n),
    eventParams: Object.fromEntries(
      fields.map(([name, type, description]) => [
        name,
        { type, description, getter: `e.get${name.charAt(0).toUpperCase()}${name.slice(1)}()` },
      ]),
    ),
    contextParams: {
      wallet: {
        type: 'string',
        description: 'Address of the wallet running the action',
        getter: 'a.getWallet()',
      },
      timestamp: {
        type: 'long',
        description: 'Time the action runs, epoch milliseconds',
        getter: 'a.getTimestamp()',
      },
    },
  };
}

/** Market gas price in wei for manual runs (deterministic). */
export function marketGasWei(n: Network): bigint {
  const gwei = NETWORK_INFO[n].gasGwei ?? 1;
  return BigInt(Math.round(gwei * 1e9));
}
