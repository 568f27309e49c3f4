import type { Status } from '../../../src/api/common';
import type { AbiJson, AddressType } from '../../../src/api/contract/schemas';
import type { Network } from '../../../src/api/network/schemas';
import { BAYC_ABI, FIAT_TOKEN_ABI, OZ_TOKEN_ABI, TETHER_ABI, WETH_ABI } from './abis';
import {
  LENDING_POOL_ABI,
  LENDING_POOL_OVERRIDE_ABI,
  PROXY_ABI,
  PROXY_OVERRIDE_ABI,
  ROUTER_ABI,
} from './abis-defi';
import {
  DEPOSIT_ABI,
  DISTRIBUTOR_ABI,
  SETTLEMENT_ABI,
  STAKING_ABI,
  VESTING_ABI,
} from './abis-protocol';

/**
 * The contracts and wallets of the seed. `abi`/`implAbi` are what the block explorer has
 * verified (the fetch registry serves them); `override` is what the tenant uploaded instead.
 * EVM contract addresses are real mainnet addresses or EIP-55 checksummed made-up ones;
 * wallets are lowercase (the service compares addresses lowercase).
 */
export interface ContractSpec {
  id: number;
  projectId: number;
  chainUid: Network;
  address: string;
  name: string;
  category: string;
  tags: string[];
  addressType: AddressType;
  /** A file of public/seed-icons/chain/ (see icons.ts). */
  iconName: string;
  amlRequired?: boolean;
  status?: Status;
  abi?: AbiJson;
  implementation?: string;
  implAbi?: AbiJson;
  override?: { abi: AbiJson; implAbi: AbiJson };
}

export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
export const AAVE_POOL = '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2';
export const AAVE_POOL_IMPL = '0x5FAab9E1adbddaD0a08734BE8a52185Fd6558E14';
export const ARB_POOL_IMPL = '0x71747bb0A702D3e226aB2F443e74E1af161753d9';
export const NWD_TOKEN = '0x3d256d4769b05003C1B139Ef344c9f43061D01f0';
export const HLS_TOKEN = '0x707c58Ca576dd3c76AaA9D29095416355Ef3283a';
export const HELIOS_STAKING_IMPL = '0xc0AcB254EC31df1c69989fB4d9d27cdAA2212b48';
export const TREASURY_WALLET = '0x34581e4382f7256db1e590eab85e5199dc03449f';
export const HELIOS_TREASURY_WALLET = '0xa08ca438d56c9a378a23bf8f2ce21aa15e860d20';

type Row = Omit<ContractSpec, 'id'>;
const c = (
  projectId: number,
  chainUid: Network,
  address: string,
  name: string,
  category: string,
  tags: string[],
  iconName: string,
  extra: Partial<Row> = {},
): Row => ({
  projectId,
  chainUid,
  address,
  name,
  category,
  tags,
  addressType: 'CONTRACT',
  iconName,
  ...extra,
});
const wallet = (
  projectId: number,
  chainUid: Network,
  address: string,
  name: string,
  tags: string[],
): Row => ({
  ...c(projectId, chainUid, address, name, 'Signer wallet', tags, 'wallet'),
  addressType: 'WALLET',
});

/** Tenant 1 (Northwind): ids 1001+. */
// prettier-ignore
const TENANT_A_ROWS: Row[] = [
  c(101, 'ethereum', USDC, 'USD Coin', 'Stablecoin', ['stablecoin', 'erc20', 'reserve'], 'usdc', { abi: FIAT_TOKEN_ABI, amlRequired: true }),
  c(101, 'ethereum', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 'Tether USD', 'Stablecoin', ['stablecoin', 'erc20'], 'usdt', { abi: TETHER_ABI, amlRequired: true }),
  c(101, 'ethereum', WETH, 'Wrapped Ether', 'Wrapped asset', ['erc20', 'reserve'], 'weth', { abi: WETH_ABI }),
  c(102, 'ethereum', AAVE_POOL, 'Aave v3 Pool (Ethereum)', 'Lending pool', ['defi', 'proxy', 'lending'], 'aave', {
    abi: PROXY_ABI, implementation: AAVE_POOL_IMPL, implAbi: LENDING_POOL_ABI,
  }),
  c(102, 'arbitrum', '0x794a61358D6845594F94dc1DB02A252b5b4814aD', 'Lending pool fork (Arbitrum)', 'Lending pool', ['defi', 'proxy', 'lending'], 'aave', {
    abi: PROXY_ABI, implementation: ARB_POOL_IMPL, implAbi: LENDING_POOL_ABI,
    override: { abi: PROXY_OVERRIDE_ABI, implAbi: LENDING_POOL_OVERRIDE_ABI },
  }),
  c(101, 'ethereum', '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', 'Uniswap V2 Router', 'DEX router', ['defi', 'swap'], 'uniswap', { abi: ROUTER_ABI }),
  c(103, 'ethereum', '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', 'Bored Ape Yacht Club', 'NFT collection', ['nft', 'erc721'], 'bayc', { abi: BAYC_ABI }),
  c(103, 'base', '0x32FA437253316DDD3c3b98e611221Efc9305713A', 'Marketplace Settlement', 'Marketplace', ['nft', 'settlement'], 'marketplace', { abi: SETTLEMENT_ABI }),
  c(104, 'optimism', '0x93234d792F6D0ad62818dC084A292C9B512df9eE', 'Bridge Escrow (Optimism)', 'Bridge', ['bridge', 'unverified'], 'bridge'),
  c(104, 'bsc', '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 'Binance-Peg USD Coin', 'Stablecoin', ['stablecoin', 'erc20', 'bridge'], 'usdc', { abi: FIAT_TOKEN_ABI }),
  c(104, 'polygon', '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 'USD Coin (Polygon)', 'Stablecoin', ['stablecoin', 'erc20', 'bridge'], 'usdc', { abi: FIAT_TOKEN_ABI }),
  c(102, 'sepolia', '0xcBA2B85ad2f909D451583B11D0814dF099AF0104', 'Staging Vault (Sepolia)', 'Vault', ['staging'], 'vault', { status: 'DISABLED' }),
  c(105, 'tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'Tether USD (TRC-20)', 'Stablecoin', ['stablecoin', 'trc20'], 'usdt', { abi: TETHER_ABI, amlRequired: true }),
  c(105, 'solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'USDC mint (Solana)', 'Stablecoin', ['stablecoin', 'spl'], 'usdc', { amlRequired: true }),
  { ...c(105, 'bitcoin', 'bc1qm34lsc65zpw79lxes69zkqmk6ee3ewf0j77s3h', 'Exchange cold wallet', 'Exchange', ['exchange', 'watchlist'], 'exchange'), addressType: 'ENTITY', amlRequired: true },
  wallet(101, 'ethereum', TREASURY_WALLET, 'Treasury signer', ['treasury', 'signer']),
  wallet(102, 'arbitrum', '0x7864114746c14d88dee162ea9e6b0948799c461c', 'Ops hot wallet (Arbitrum)', ['ops', 'signer']),
  wallet(103, 'base', '0x8fc5fe8ffce6d465377b57d5bdbd112b46044928', 'Marketplace operator', ['marketplace', 'signer']),
  wallet(104, 'ethereum', '0x3ab3a9cb25ea772fd419b3da43a2311a8b70daf4', 'Incident response signer', ['incident', 'signer']),
  c(103, 'base', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 'USD Coin (Base)', 'Stablecoin', ['stablecoin', 'erc20'], 'usdc', { abi: FIAT_TOKEN_ABI }),
  c(101, 'ethereum', NWD_TOKEN, 'Northwind Token', 'Governance token', ['erc20', 'governance', 'tokenomics'], 'nwd', { abi: OZ_TOKEN_ABI }),
];

/** Tenant 2 (Helios): ids 1051+. */
// prettier-ignore
const TENANT_B_ROWS: Row[] = [
  c(106, 'ethereum', HLS_TOKEN, 'Helios Token', 'Governance token', ['erc20', 'governance', 'tokenomics'], 'hls', { abi: OZ_TOKEN_ABI }),
  c(106, 'polygon', '0x3cD0812B06f7EC7A928143dF6ed186C860FC9c42', 'Helios Token (Polygon)', 'Governance token', ['erc20', 'bridged', 'tokenomics'], 'hls', { abi: OZ_TOKEN_ABI }),
  c(106, 'ethereum', '0xc6d0ebB7E70612142cdbB2dB773703676F374e1d', 'HLS Team Vesting', 'Vesting', ['vesting'], 'vesting', { abi: VESTING_ABI }),
  c(107, 'polygon', '0xc3EA78BC1aa4b4f1ECB618bBEB591813F8D97e74', 'Helios Router', 'DEX router', ['defi', 'swap'], 'helios', { abi: ROUTER_ABI }),
  c(107, 'polygon', '0xE0f87CB8ff183A7356466D134fbd17d0f5dD84Ad', 'HLS/WETH Pair', 'DEX pool', ['defi', 'unverified'], 'helios'),
  c(107, 'bsc', '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', 'Wrapped BNB', 'Wrapped asset', ['erc20'], 'wbnb', { abi: WETH_ABI }),
  c(108, 'ethereum', '0x87ACda9f91278752C12AD1b235683E2C3c4E4214', 'Helios Staking', 'Staking', ['staking', 'proxy'], 'helios', {
    abi: PROXY_ABI, implementation: HELIOS_STAKING_IMPL, implAbi: STAKING_ABI,
  }),
  c(108, 'arbitrum', '0x97Cb8A329B160ACd59824ED87Bdd49713D819a10', 'Rewards Distributor', 'Rewards', ['staking', 'merkle'], 'helios', { abi: DISTRIBUTOR_ABI }),
  c(108, 'ethereum', '0x00000000219ab540356cBB839Cbe05303d7705Fa', 'Beacon Deposit Contract', 'Staking', ['validators'], 'eth', { abi: DEPOSIT_ABI }),
  c(107, 'ethereum', '0x6B175474E89094C44Da98b954EedeAC495271d0F', 'Dai Stablecoin', 'Stablecoin', ['stablecoin', 'erc20'], 'dai', { abi: OZ_TOKEN_ABI }),
  c(106, 'sepolia', '0xf82cF072c4413cE783188b1cDe75a99c4624F57f', 'HLS Test Token (Sepolia)', 'Governance token', ['staging'], 'hls', { abi: OZ_TOKEN_ABI, status: 'DISABLED' }),
  c(106, 'tron', 'TJvBCuz9ERg4VKuAxhd3KU3xPtGuoJmwYy', 'Helios Token (TRC-20)', 'Governance token', ['trc20', 'bridged'], 'hls', { abi: OZ_TOKEN_ABI }),
  c(106, 'solana', 'B7ecTxrPC6HrtH9GDgZz3kYVhABkMDE27TuVSTUSkX3E', 'HLS mint (Solana)', 'Governance token', ['spl', 'bridged'], 'hls'),
  { ...c(108, 'bitcoin', 'bc1q6vtz08dmdyjfa3chmrxyuvsc6xfpe78fwuetsc', 'OTC desk settlement', 'OTC desk', ['otc', 'watchlist'], 'exchange'), addressType: 'ENTITY', amlRequired: true },
  wallet(107, 'polygon', '0xcf7c14225ae340c8a82382668f47fb267c1c68b4', 'Liquidity manager', ['liquidity', 'signer']),
  wallet(106, 'ethereum', HELIOS_TREASURY_WALLET, 'Helios treasury signer', ['treasury', 'signer']),
  wallet(107, 'bsc', '0x27a5ea79071a75a5cf5e49f5b93fafe37c6af0c0', 'DEX keeper', ['keeper', 'signer']),
  c(106, 'optimism', '0xfE76d077803F0B7E18761827c85701D9D299cdCB', 'HLS Bridge Adapter', 'Bridge', ['bridge', 'unverified'], 'bridge'),
];

const withIds = (rows: Row[], first: number): ContractSpec[] =>
  rows.map((r, i) => ({ id: first + i, ...r }));
export const TENANT_A_CONTRACTS = withIds(TENANT_A_ROWS, 1001);
export const TENANT_B_CONTRACTS = withIds(TENANT_B_ROWS, 1051);
