import { Anchor, Text } from '@mantine/core';
import type { Column } from '@/components/list/column';
import { DataTable } from '@/components/list/DataTable';
import { formatCount } from '@/lib/format';
import { bucketLabel } from '@/lib/zone-time';

type Bar = Record<string, number>;

interface Props {
  /** The chart's bars: `t`, the bar's start, and a count per series. */
  rows: Bar[];
  series: readonly { key: string; label: string }[];
  /** The chart's interval and zone, in which a bar's start is said. */
  interval: string;
  timezone: string;
  /** Narrows the feed to the bar at this index, as a click on it does. */
  onNarrow: (index: number) => void;
  caption: string;
}

/**
 * The chart's bars with alerts as a table: each bar's counts per series and in all, and its start
 * as a button that narrows the feed to it — the chart's click, from the keyboard and for a
 * screen reader, which cannot reach the bars.
 */
export function AlertBarsTable({ rows, series, interval, timezone, onNarrow, caption }: Props) {
  const label = (t: number) => bucketLabel(t, interval, timezone);
  const index = new Map(rows.map((r, i) => [r.t ?? 0, i]));
  const total = (r: Bar) => series.reduce((sum, s) => sum + (r[s.key] ?? 0), 0);
  const columns: Column<Bar>[] = [
    {
      key: 't',
      header: 'Bar',
      width: 230,
      cell: (r) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={`Narrow the feed to ${label(r.t ?? 0)}`}
          onClick={() => onNarrow(index.get(r.t ?? 0) ?? 0)}
        >
          {label(r.t ?? 0)}
        </Anchor>
      ),
    },
    ...series.map((s) => ({
      key: s.key,
      header: s.label,
      cell: (r: Bar) => formatCount(r[s.key] ?? 0),
    })),
    { key: 'total', header: 'Total', cell: (r) => formatCount(total(r)) },
  ];
  // Only the bars with alerts: an empty bar narrows to nothing, and 56 rows of 0 at 7 days by 3h
  // pushed the feed a screen down.
  const shown = rows.filter((r) => total(r) > 0);
  if (shown.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md">
        No alerts in this range.
      </Text>
    );
  // DataTable as the usage dashboard's UsageTable sets it up: a table both shared would be a
  // file of its own, one request more on usage, for five props.
  return (
    <DataTable
      rows={shown}
      columns={columns}
      rowKey={(r) => r.t ?? 0}
      caption={caption}
      minWidth={0}
      rowHeight={40}
    />
  );
}
