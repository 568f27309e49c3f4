import { Skeleton, Table } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import classes from './DataTable.module.css';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  width?: number | string;
}

interface DataTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  caption: string;
  loading?: boolean;
  /** Rows are a fixed height so thousands can be virtualised cheaply. */
  rowHeight?: number;
  /** Below this width the table scrolls sideways instead of squeezing columns. */
  minWidth?: number;
}

/** Only virtualise past this many rows: small pages render plainly (simpler DOM, exact a11y). */
const VIRTUAL_THRESHOLD = 200;

/**
 * A semantic table that stays smooth at 10,000 rows: beyond a threshold only the rows in view
 * are rendered, with spacer rows keeping the scroll height true. The page itself scrolls.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  loading,
  rowHeight = 48,
  minWidth = 720,
}: DataTableProps<T>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  const virtual = rows.length > VIRTUAL_THRESHOLD;
  useLayoutEffect(() => {
    // Reading layout forces it; small tables never need the offset.
    if (!virtual || !bodyRef.current) return;
    setOffset(bodyRef.current.getBoundingClientRect().top + window.scrollY);
  }, [virtual]);
  const virtualizer = useWindowVirtualizer({
    count: virtual ? rows.length : 0,
    estimateSize: () => rowHeight,
    overscan: 12,
    scrollMargin: offset,
    // The default reads window.scrollY, a forced layout, even when nothing is virtualised.
    initialOffset: virtual ? undefined : 0,
  });

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = virtual && first ? first.start - offset : 0;
  const padBottom = virtual && last ? virtualizer.getTotalSize() - (last.end - offset) : 0;
  const visible = virtual
    ? items.map((i) => ({ row: rows[i.index], index: i.index }))
    : rows.map((row, index) => ({ row, index }));

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        className={classes.table}
        aria-rowcount={rows.length + 1}
      >
        <caption className={classes.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} w={c.width} scope="col">
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={bodyRef}>
          {loading &&
            rows.length === 0 &&
            Array.from({ length: 6 }, (_, i) => (
              <Table.Tr key={`s${i}`} aria-hidden>
                {columns.map((c) => (
                  <Table.Td key={c.key}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {padTop > 0 && (
            <tr aria-hidden className={classes.spacer}>
              <Table.Td colSpan={columns.length} h={padTop} p={0} />
            </tr>
          )}
          {visible.map(({ row, index }) =>
            row === undefined ? null : (
              <Table.Tr key={rowKey(row)} h={rowHeight} aria-rowindex={index + 2}>
                {columns.map((c) => (
                  <Table.Td key={c.key}>{c.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ),
          )}
          {padBottom > 0 && (
            <tr aria-hidden className={classes.spacer}>
              <Table.Td colSpan={columns.length} h={padBottom} p={0} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
