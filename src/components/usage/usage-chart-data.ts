import { histogram } from '@/api/rules/buckets';
import { tickInterval } from '@/api/rules/interval-limits';
import type { UsageRow } from './usage-data';

/**
 * Where the axis gets labels: the steps of `tickInterval` in the zone (local midnights, month
 * starts), each on the first bucket starting at or after it.
 */
export function axisTicks(
  rows: readonly UsageRow[],
  range: { from: number; to: number; interval: string },
  tz: string,
): { ticks: number[]; step: string } {
  const step = tickInterval(range.from, range.to, range.interval);
  const first = rows[0]?.t;
  const last = rows[rows.length - 1]?.t;
  if (first === undefined || last === undefined) return { ticks: [], step };
  const bounds = histogram([], {
    from: first,
    to: last,
    interval: step,
    timezone: tz,
    ts: () => 0,
    bucket: () => {},
  }).map((b) => b.ts);
  const ticks = new Set<number>();
  // A step that starts before the first bucket would label it with an earlier date.
  for (const b of bounds.filter((x) => x >= first)) {
    const row = rows.find((r) => r.t >= b);
    if (row) ticks.add(row.t);
  }
  return { ticks: [...ticks], step };
}

/** The bucket holding `now`, when the range reaches it. */
export function nowBucket(rows: readonly UsageRow[], now: number, to: number): number | undefined {
  if (now > to + 60_000) return undefined;
  let found: number | undefined;
  for (const r of rows) if (r.t <= now) found = r.t;
  return found;
}

/** Chart rows with dot-free keys (`s0`, `s1`… recharts reads dots as paths) and `prev`. */
export function chartRows(rows: readonly UsageRow[], keys: readonly string[]) {
  return rows.map((r) => {
    const out: Record<string, number> = { t: r.t, total: r.total };
    keys.forEach((k, i) => {
      out[`s${i}`] = r.values[k] ?? 0;
    });
    if (r.previous !== undefined) out.prev = r.previous;
    return out;
  });
}
