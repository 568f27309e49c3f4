import type { DetectorSchema } from '@/api/detector/schemas';
import type { Network } from '@/api/network/schemas';
import { familyTag } from '@/api/rules/networks';

/** Version strings compared part by part as numbers (`0.0.10` after `0.0.9`). */
export function compareVersions(
  a: string | null | undefined,
  b: string | null | undefined,
): number {
  const pa = (a ?? '').split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = (b ?? '').split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Each schema once, at its newest version (retired ones only when asked for). */
export function latestVersions(
  all: readonly DetectorSchema[],
  withRetired: boolean,
): DetectorSchema[] {
  const newest = new Map<string, DetectorSchema>();
  for (const s of all) {
    if (!withRetired && s.status === 'DISABLED') continue;
    const seen = newest.get(s.name);
    if (!seen || compareVersions(s.version, seen.version) > 0) newest.set(s.name, s);
  }
  return [...newest.values()].sort((a, b) => (a.title ?? a.name).localeCompare(b.title ?? b.name));
}

/** Whether a schema runs on a network: its network tags name the network's family (none = any). */
export function runsOn(s: DetectorSchema, network: Network): boolean {
  const tags = (s.networkTags ?? []).map((t) => t.toUpperCase());
  return tags.length === 0 || tags.includes(familyTag(network));
}
