import type { Network } from '../../src/api/network/schemas';
import { writeRules } from '../lib/write-rules';
import {
  NETWORK_INFO,
  familyTag,
  networkHasAbis,
  type FamilyTag,
} from '../../src/api/rules/networks';

/**
 * The mock's view of the networks: the shared catalogue (src/api/rules/networks.ts) and address
 * checks (src/api/rules/address.ts), plus the event fields scripts can read per family.
 */
export type Family = FamilyTag;
export const familyOf = familyTag;
export const hasAbis = networkHasAbis;

/** Why an address is not one of the network's, or undefined (src/api/rules/address.ts). */
export function addressProblem(network: Network, address: string): string | undefined {
  return writeRules().addressProblem(network, address);
}

/** Addresses passed to contract functions: EVM hex, or base58 on Tron. */
export function isFunctionAddress(value: string): boolean {
  const { checkEvm, checkTron } = writeRules();
  return checkEvm(value) === undefined || checkTron(value) === undefined;
}

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
    testnet: info.testnet,
    nativeToken: info.native,
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
  const gwei = NETWORK_INFO[n].gasGwei || 1;
  return BigInt(Math.round(gwei * 1e9));
}
