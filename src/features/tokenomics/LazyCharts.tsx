import type { TokenomicsCategory } from '@/api/tokenomics/schemas';
import { LazyChart } from '@/components/charts/LazyChart';
import { useUtc } from '@/lib/time-pref';
import {
  formatCompact,
  formatMonth,
  schedulePoints,
  seriesColors,
  seriesKey,
  stackedRows,
} from './schedule-data';

/** Every category's unlocked amount over time, stacked: the token's circulating plan. */
export function LazyStackedChart({
  categories,
  label,
}: {
  categories: TokenomicsCategory[];
  label: string;
}) {
  const utc = useUtc();
  const colorOf = seriesColors(categories);
  return (
    <LazyChart
      kind="stacked"
      label={label}
      height={320}
      data={stackedRows(categories)}
      series={categories.map((c) => ({
        key: seriesKey(c.id),
        label: c.name,
        color: colorOf(c.id),
      }))}
      formatTime={(t) => formatMonth(t, utc)}
      formatValue={formatCompact}
    />
  );
}

/** One category: each unlock as a bar, the running total as a line on its own axis. */
export function LazyScheduleChart({
  category,
  color,
}: {
  category: TokenomicsCategory;
  /** The category's colour (seriesColors). */
  color: string;
}) {
  const utc = useUtc();
  return (
    <LazyChart
      kind="bar-total"
      label={`Schedule of ${category.name}: allocations and cumulative total`}
      height={260}
      data={schedulePoints(category).map((p) => ({ ...p }))}
      // The category's own colour (the stacked chart's and its row's), the total in the text's:
      // indigo and teal read as other categories there.
      bar={{ key: 'value', label: 'Allocated', color }}
      total={{ key: 'cumulative', label: 'Cumulative', color: 'var(--mantine-color-text)' }}
      formatTime={(t) => formatMonth(t, utc)}
      formatValue={formatCompact}
    />
  );
}
