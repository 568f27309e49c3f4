import type { AbiJson } from '../../../src/api/contract/schemas';
import type { Network } from '../../../src/api/network/schemas';
import { addressIdentity } from '../../../src/api/rules/address-identity';
import { OZ_TOKEN_ABI, WETH_ABI } from './abis';
import { TENANT_A_CONTRACTS, TENANT_B_CONTRACTS } from './contracts';

/**
 * What the block explorers "know": verified ABIs by network and address. The mock's
 * `contract/fetch` answers from here, contract create fills a missing ABI from here, and
 * removing an ABI override restores the ABI from here. Static data, so it survives snapshots.
 */
export interface VerifiedContract {
  chainUid: Network;
  address: string;
  abi: AbiJson;
  implementation: string | null;
  implAbi: AbiJson | null;
}

/** Hex addresses compare case-insensitively; base58/bech32 ones are case-sensitive. */
export function addressKey(chainUid: string, address: string): string {
  return `${chainUid}:${addressIdentity(address)}`;
}

const registry = new Map<string, VerifiedContract>();
function add(v: VerifiedContract) {
  registry.set(addressKey(v.chainUid, v.address), v);
}

for (const spec of [...TENANT_A_CONTRACTS, ...TENANT_B_CONTRACTS]) {
  if (!spec.abi) continue;
  add({
    chainUid: spec.chainUid,
    address: spec.address,
    abi: spec.abi,
    implementation: spec.implementation ?? null,
    implAbi: spec.implAbi ?? null,
  });
}

// Well-known contracts no tenant has added yet: "Fetch" finds them (owner: false).
const extras: [Network, string, AbiJson][] = [
  ['ethereum', '0x514910771AF9Ca656af840dff83E8264EcF986CA', OZ_TOKEN_ABI],
  ['ethereum', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', OZ_TOKEN_ABI],
  ['polygon', '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270', WETH_ABI],
];
for (const [chainUid, address, abi] of extras) {
  add({ chainUid, address, abi, implementation: null, implAbi: null });
}

export function findVerified(chainUid: string, address: string): VerifiedContract | undefined {
  return registry.get(addressKey(chainUid, address));
}
