import { z } from 'zod/mini';

/** Interface § Contract, enum `Network`: the 32 network uids, in the interface's order. */
export const NETWORKS = [
  'arbitrum',
  'bsc',
  'bsc_testnet',
  'ethereum',
  'linea',
  'optimism',
  'base',
  'base_sepolia',
  'gnosis',
  'fantom',
  'polygon',
  'polygon_amoy',
  'blast',
  'zksync',
  'scroll',
  'avalanche',
  'avalanche_fuji',
  'telos',
  'sepolia',
  'holesky',
  'ethereum_sepolia',
  'ethereum_holesky',
  'tron',
  'zeta',
  'somnia',
  'adi',
  'anvil',
  'icp',
  'vechain',
  'stellar',
  'bitcoin',
  'solana',
] as const;
export const NetworkSchema = z.enum(NETWORKS);
export type Network = z.infer<typeof NetworkSchema>;

/** `GET /network/{network}/params/event`: content not shown — any JSON object. */
export const NetworkEventParamsSchema = z.record(z.string(), z.unknown());
export type NetworkEventParams = z.infer<typeof NetworkEventParamsSchema>;
