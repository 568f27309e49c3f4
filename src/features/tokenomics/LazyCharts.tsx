import { Text } from '@mantine/core';
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
  // Colours by every category (each keeps its own); drawn, only those with unlocks: one without
  // drew a zero line along the top of the stack, as if it sat on the others.
  const colorOf = seriesColors(categories);
  const charted = categories.filter((c) => c.schedule.length > 0);
  if (charted.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No category has unlocks scheduled yet.
      </Text>
    );
  return (
    <LazyChart
      kind="stacked"
      label={label}
      height={320}
      data={stackedRows(charted)}
      series={charted.map((c) => ({
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
