import type { Trigger } from '@/api/trigger/schemas';

const ORDER = ['INFO', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL'];

/** The highest severity among a trigger's alerts, or null when it has none. */
export function maxSeverity(t: Trigger): string | null {
  let best: string | null = null;
  for (const a of t.alerts ?? []) {
    if (a.severity && (best === null || ORDER.indexOf(a.severity) > ORDER.indexOf(best)))
      best = a.severity;
  }
  return best;
}

/** How many contacts its alerts notify, counted once each. */
export function contactCount(t: Trigger): number {
  const ids = new Set<number>();
  for (const a of t.alerts ?? [])
    for (const d of a.destinations ?? []) ids.add(d.tenantDestination?.id ?? d.id);
  return ids.size;
}
