import { formatCount } from '@/lib/format';
import { bucketLabel, isoInZone } from '@/lib/zone-time';
import type { Column } from '@/components/list/column';
import type { UsageData, UsageRow } from './usage-data';

interface ColumnOptions {
  interval: string;
  tz: string;
  labelOf: (key: string) => string;
  hidden: readonly string[];
}

/**
 * The table's columns and the CSV's: bucket start (shown in the zone; in the CSV as ISO with the
 * zone's offset), one per shown series, the total, and the period before when compared.
 */
export function usageColumns(data: UsageData, opts: ColumnOptions): Column<UsageRow>[] {
  const shown = data.keys.filter((k) => !opts.hidden.includes(k));
  const count = (n: number | undefined) => formatCount(n ?? 0);
  return [
    {
      key: 't',
      header: 'Bucket start',
      width: 240,
      cell: (r) => bucketLabel(r.t, opts.interval, opts.tz),
      csv: (r) => isoInZone(r.t, opts.tz),
    },
    ...shown.map((k): Column<UsageRow> => ({
      key: k,
      header: opts.labelOf(k),
      cell: (r) => count(r.values[k]),
      csv: (r) => r.values[k] ?? 0,
    })),
    { key: 'total', header: 'Total', cell: (r) => count(r.total), csv: (r) => r.total },
    ...(data.previousTotals
      ? [
          {
            key: 'previous',
            header: 'Period before',
            cell: (r: UsageRow) => count(r.previous),
            csv: (r: UsageRow) => r.previous ?? 0,
          },
        ]
      : []),
  ];
}
