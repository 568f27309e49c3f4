import type * as WriteRulesSet from './write-rules-set';

/**
 * Rules only writes need, loaded on the first request that may need them rather than with the
 * demo: the address checks (and the trigger config rules, which use them) carry checksum code
 * (EIP-55's keccak, base58check, bech32: ~13 kB gzip) that the first screen's reads never run.
 * `implement` awaits `loadWriteRules()` before every request that may need them (below);
 * `writeRules()` called before that throws, so a read that came to need these rules would fail
 * its tests at once instead of answering wrongly.
 */
let rules: typeof WriteRulesSet | undefined;

/**
 * Whether a request may need the write rules: every write (the endpoint table's `access`), and
 * the one read that checks an address, the contract fetch. Searches and counts over time (the
 * usage dashboard's first request, the alert feed's chart) do not load them.
 */
export function needsWriteRules(ep: { access: 'read' | 'write'; path: string }): boolean {
  return ep.access === 'write' || ep.path === '/api/v1/contract/fetch';
}

export async function loadWriteRules(): Promise<void> {
  rules ??= await import('./write-rules-set');
}

export function writeRules(): typeof WriteRulesSet {
  if (!rules) throw new Error('The write rules are used before loadWriteRules()');
  return rules;
}
