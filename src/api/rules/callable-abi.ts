import type { AbiJson, Contract } from '../contract/schemas';

/**
 * A proxy is called with its implementation's functions; its own admin ABI comes after. A module
 * of its own so the demo's seed can use it without the address checks (mocks/lib/write-rules.ts).
 */
export function callableAbi(c: Pick<Contract, 'abi' | 'implAbi' | 'implementation'>): AbiJson {
  return [...(c.implementation && c.implAbi ? c.implAbi : []), ...(c.abi ?? [])];
}
