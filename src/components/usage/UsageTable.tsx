import { DataTable } from '@/components/list/DataTable';
import type { Column } from '@/components/list/column';
import type { UsageRow } from './usage-data';

interface UsageTableProps {
  rows: UsageRow[];
  columns: Column<UsageRow>[];
  caption: string;
}

/** The chart's numbers as a table, one row per bucket. */
export function UsageTable({ rows, columns, caption }: UsageTableProps) {
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.t}
      caption={caption}
      // Numbers squeeze well: no sideways scrolling (a scrolling region would need a tab stop).
      minWidth={0}
      rowHeight={40}
    />
  );
}
