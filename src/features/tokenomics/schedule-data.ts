import type { TokenomicsCategory } from '@/api/tokenomics/schemas';

/** Chart rows of tokenomics schedules: allocations per date and what is unlocked so far. */
export interface SchedulePoint {
  t: number;
  value: number;
  cumulative: number;
}

export function schedulePoints(category: Pick<TokenomicsCategory, 'schedule'>): SchedulePoint[] {
  const byTime = new Map<number, number>();
  for (const e of category.schedule)
    byTime.set(e.allocatedAt, (byTime.get(e.allocatedAt) ?? 0) + e.value);
  let cumulative = 0;
  return [...byTime.entries()]
    .sort(([a], [b]) => a - b)
    .map(([t, value]) => {
      cumulative += value;
      return { t, value, cumulative };
    });
}

export const seriesKey = (id: number) => `c${id}`;

/**
 * One row per date across all categories, each category's cumulative unlocked amount under
 * `c<id>` (ids, not names, as keys: recharts reads dots in a key as a path).
 */
export function stackedRows(categories: Pick<TokenomicsCategory, 'id' | 'schedule'>[]) {
  const times = [...new Set(categories.flatMap((c) => c.schedule.map((e) => e.allocatedAt)))].sort(
    (a, b) => a - b,
  );
  const points = categories.map((c) => ({ key: seriesKey(c.id), points: schedulePoints(c) }));
  const idx = points.map(() => 0);
  const last = points.map(() => 0);
  return times.map((t) => {
    const row: Record<string, number> = { t };
    points.forEach((p, i) => {
      while ((idx[i] ?? 0) < p.points.length && (p.points[idx[i] ?? 0]?.t ?? Infinity) <= t) {
        last[i] = p.points[idx[i] ?? 0]?.cumulative ?? 0;
        idx[i] = (idx[i] ?? 0) + 1;
      }
      row[p.key] = last[i] ?? 0;
    });
    return row;
  });
}

export const totalOf = (c: Pick<TokenomicsCategory, 'schedule'>) =>
  c.schedule.reduce((n, e) => n + e.value, 0);

/** Amount unlocked by `now`, and the next unlock after it. */
export function progress(c: Pick<TokenomicsCategory, 'schedule'>, now = Date.now()) {
  let unlocked = 0;
  let next: { t: number; value: number } | null = null;
  for (const p of schedulePoints(c)) {
    if (p.t <= now) unlocked = p.cumulative;
    else if (!next) next = { t: p.t, value: p.value };
  }
  return { unlocked, next };
}

const PALETTE = [
  'indigo',
  'teal',
  'orange',
  'grape',
  'cyan',
  'red',
  'lime',
  'pink',
  'yellow',
  'blue',
];
/**
 * The categories' colours, in the order of their ids: each its own while there are no more
 * categories than colours. A new category (the highest id) takes the next colour and moves no
 * other's, nor does a rename (by place in the list, every colour after it would shift); by id
 * alone, two categories could share one (ids 3 and 11 of eight colours).
 */
export function seriesColors(categories: readonly { id: number }[]): (id: number) => string {
  const order = categories.map((c) => c.id).sort((a, b) => a - b);
  return (id) => {
    const at = order.indexOf(id);
    return `var(--mantine-color-${PALETTE[(at < 0 ? id : at) % PALETTE.length]}-6)`;
  };
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Whole amounts as they are; others with two decimals, so a column reads alike (83,333,333.30). */
export const formatAmount = (n: number) =>
  Number.isInteger(Math.round(n * 100) / 100) ? whole.format(n) : cents.format(n);
export const formatCompact = (n: number) => compact.format(n);

const monthLocal = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });
const monthUtc = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
export const formatMonth = (t: number, utc: boolean) => (utc ? monthUtc : monthLocal).format(t);
