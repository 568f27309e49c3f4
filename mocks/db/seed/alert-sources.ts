import type { Detector } from '../../../src/api/detector/schemas';
import type { Trigger } from '../../../src/api/trigger/schemas';
import type { Store } from '../store';
import { CATEGORIES, severityOf, type Category, type Severity } from './alert-catalogue';
import type { Rng } from './rng';

/** What an alert is about: the contract, and the detector or trigger alert that raised it. */
export interface Owner {
  projectId: number;
  contractId: number;
  contractName: string;
  network: string;
  address: string;
  /** A disabled monitor raises nothing after it was disabled (its last update). */
  until?: number;
}

/** When a DISABLED record stopped raising alerts; undefined while it is active. */
const disabledSince = (r: {
  status?: string | null;
  updatedAt?: number | null;
}): number | undefined => (r.status === 'DISABLED' ? (r.updatedAt ?? 0) : undefined);

/** `until` only when set, so active sources stay exactly as they were. */
const untilOf = (...times: (number | undefined)[]): { until?: number } => {
  const set = times.filter((t): t is number => t !== undefined);
  return set.length ? { until: Math.min(...set) } : {};
};

/** A detector (or a bare contract) raises template alerts; a trigger alert its own text. */
export type AlertSource = Owner &
  (
    | {
        kind: 'detector';
        detectorId?: number;
        schemaName?: string;
        category?: Category;
        severity?: Severity;
      }
    | {
        kind: 'trigger';
        triggerId: number;
        triggerAlertId: number;
        type: string;
        name: string;
        message: string;
        severity: Severity;
      }
  );

const NETWORKS = ['ethereum', 'arbitrum', 'base', 'polygon', 'optimism', 'bsc'];
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** An address in the network's own format, so messages about a Bitcoin entity read right. */
export function fakeAddress(rng: Rng, network: string): string {
  const chars = (alphabet: string, n: number) =>
    Array.from({ length: n }, () => alphabet.charAt(rng.int(0, alphabet.length - 1))).join('');
  if (network === 'bitcoin') return `bc1q${chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}`;
  if (network === 'tron') return `T${chars(BASE58, 33)}`;
  if (network === 'solana') return chars(BASE58, 44);
  return `0x${rng.hex(20)}`;
}

/**
 * A transaction id in the network's own format: Bitcoin's and Tron's 64 hex digits without 0x,
 * a Solana signature in base58 (88 characters), EVM's 0x-prefixed hash. One draw of 32 bytes
 * for every network, so the rest of the seed draws what it drew before.
 */
export function fakeTxHash(rng: Rng, network: string): string {
  const hex = rng.hex(32);
  if (network === 'bitcoin' || network === 'tron') return hex;
  if (network === 'solana') {
    const bytes = Array.from({ length: 32 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
    return Array.from({ length: 88 }, (_, i) =>
      BASE58.charAt(((bytes[i % 32] ?? 0) * 7 + i * 13) % BASE58.length),
    ).join('');
  }
  return `0x${hex}`;
}

/** Each chain's block (Solana's slot) height at `from` and its block time in ms. */
const BLOCKS: Record<string, readonly [number, number]> = {
  bitcoin: [860_000, 600_000],
  solana: [280_000_000, 400],
  tron: [62_000_000, 3_000],
};

/** The block a chain was at by `ts`, counted from `from`, at the chain's pace (EVM: 12 s). */
export function fakeBlock(network: string, ts: number, from: number): number {
  const [start, every] = BLOCKS[network] ?? [18_000_000, 12_000];
  return start + Math.floor((ts - from) / every);
}

/** A tenant's detectors and triggers as seeded: the monitors the seeded alerts come from. */
export interface SeededMonitors {
  detectors: readonly Detector[];
  triggers: readonly Trigger[];
}

export function sourcesOf(
  store: Store,
  rng: Rng,
  tenantId: number,
  monitors: SeededMonitors,
): AlertSource[] {
  const t = store.tables;
  const contracts = new Map(t.contract.list(tenantId).map((c) => [c.id, c]));
  const ownerOf = (contractId: number | null | undefined): Owner | undefined => {
    const c =
      contractId === null || contractId === undefined ? undefined : contracts.get(contractId);
    if (!c) return undefined;
    return {
      projectId: c.projectId ?? 0,
      contractId: c.id,
      contractName: c.name ?? c.address,
      network: c.chainUid,
      address: c.address,
    };
  };
  const out: AlertSource[] = [];
  for (const d of monitors.detectors) {
    const owner = ownerOf(d.contractId);
    if (!owner || d.status === 'DELETED') continue;
    const tags = [...(d.tags ?? []), ...(d.schema?.tags ?? [])];
    const configured = d.config?.severity;
    out.push({
      ...owner,
      ...untilOf(disabledSince(d)),
      kind: 'detector',
      detectorId: d.id,
      schemaName: d.schema?.name,
      category: CATEGORIES.find((cat) => tags.includes(cat)),
      // A fixed severity in the config wins; -1 (Auto) lets the event decide.
      severity:
        typeof configured === 'number' && configured >= 0 ? severityOf(configured) : undefined,
    });
  }
  for (const tr of monitors.triggers) {
    const owner = ownerOf(tr.contractId);
    if (!owner) continue;
    for (const al of tr.alerts ?? []) {
      out.push({
        ...owner,
        ...untilOf(disabledSince(tr), disabledSince(al)),
        kind: 'trigger',
        triggerId: tr.id,
        triggerAlertId: al.id,
        type: tr.type,
        name: al.name,
        message: al.message ?? al.name,
        severity: al.severity ?? 'MEDIUM',
      });
    }
  }
  if (out.length) return out;
  // No chain seed: alerts still need owners, so use made-up contracts under the tenant's projects.
  for (const p of t.project.list(tenantId)) {
    for (let k = 1; k <= 2; k++) {
      const network = rng.pick(NETWORKS);
      out.push({
        kind: 'detector',
        projectId: p.id,
        contractId: p.id * 10 + k,
        contractName: `${p.name} #${k}`,
        network,
        address: fakeAddress(rng, network),
      });
    }
  }
  return out;
}

/** Noisy low-severity monitors fire often, critical ones rarely, as in any real alert stream. */
const FIRING_WEIGHT: Record<Severity, number> = {
  INFO: 5,
  LOW: 4,
  MEDIUM: 3,
  HIGH: 1.5,
  CRITICAL: 0.6,
};

export function weightedPicker(rng: Rng, sources: AlertSource[]): () => AlertSource {
  const cumulative: number[] = [];
  let sum = 0;
  for (const s of sources) {
    sum += s.severity ? FIRING_WEIGHT[s.severity] : 3;
    cumulative.push(sum);
  }
  return () => {
    const x = rng.next() * sum;
    // Binary search: the large seed has 100,000 detectors.
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? sum) > x) hi = mid;
      else lo = mid + 1;
    }
    return sources[lo] ?? rng.pick(sources);
  };
}
