import { Checkbox, Skeleton, VisuallyHidden } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Column } from './column';
import classes from './DataTable.module.css';
import { SortHeader, type TableSort } from './SortHeader';

export interface TableSelection<K> {
  selected: ReadonlySet<K>;
  onChange: (next: Set<K>) => void;
  /** How a row is named to a screen reader ("Select Lending Protocol"). */
  label: (key: K) => string;
}

interface DataTableProps<T, K extends string | number> {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => K;
  caption: string;
  loading?: boolean;
  sort?: TableSort;
  selection?: TableSelection<K>;
  /** Rows are a fixed height so thousands can be virtualised cheaply. */
  rowHeight?: number;
  /** Below this width the table scrolls sideways instead of squeezing columns. */
  minWidth?: number;
}

/** Only virtualise past this many rows: small pages render plainly (simpler DOM, exact a11y). */
const VIRTUAL_THRESHOLD = 200;
/**
 * A scroll that moves more than this many rows between two renders is a fling (a dragged
 * scrollbar, End, a long swipe): rows it brings into view are drawn as plain text until the
 * page stops, since drawing their full cells every frame took 100 ms and more a frame.
 */
const FLING_ROWS = 12;

/**
 * A semantic table that stays smooth at 10,000 rows: beyond a threshold only the rows in view
 * are rendered, with spacer rows keeping the scroll height true. The page itself scrolls.
 * Headers sort (with `aria-sort`), rows can be selected, and the row-actions column sticks.
 */
export function DataTable<T, K extends string | number>({
  rows,
  columns,
  rowKey,
  caption,
  loading,
  sort,
  selection,
  rowHeight = 48,
  minWidth = 720,
}: DataTableProps<T, K>) {
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
    // Each row scrolled into view is rendered anew: a small margin keeps fast scrolling cheap,
    // and a wheel step (two or three rows) never shows an empty row.
    overscan: 5,
    scrollMargin: offset,
    // The default reads window.scrollY, a forced layout, even when nothing is virtualised.
    initialOffset: virtual ? undefined : 0,
  });

  const scrolled = virtualizer.scrollOffset ?? 0;
  const lastScrolled = useRef(scrolled);
  const fling =
    virtual &&
    virtualizer.isScrolling &&
    Math.abs(scrolled - lastScrolled.current) > FLING_ROWS * rowHeight;
  useEffect(() => {
    lastScrolled.current = scrolled;
  });

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = virtual && first ? first.start - offset : 0;
  const padBottom = virtual && last ? virtualizer.getTotalSize() - (last.end - offset) : 0;
  const visible = virtual
    ? items.map((i) => ({ row: rows[i.index], index: i.index }))
    : rows.map((row, index) => ({ row, index }));
  const span = columns.length + (selection ? 1 : 0);

  const keys = rows.map(rowKey);
  const selectedHere = selection ? keys.filter((k) => selection.selected.has(k)).length : 0;
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (selectedHere === keys.length) keys.forEach((k) => next.delete(k));
    else keys.forEach((k) => next.add(k));
    selection.onChange(next);
  };
  // Rows are memoised: their checkboxes keep the handler of the render that made them, so the
  // handler reads the selection of now, not of then.
  const latest = useRef(selection);
  latest.current = selection;
  const toggle = (k: K) => {
    const current = latest.current;
    if (!current) return;
    const next = new Set(current.selected);
    if (next.has(k)) next.delete(k);
    else next.add(k);
    current.onChange(next);
  };

  return (
    <div className={classes.scroll}>
      <table className={classes.table} style={{ minWidth }} aria-rowcount={rows.length + 1}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th style={{ width: 44 }} scope="col">
                <Checkbox
                  aria-label="Select all rows on this page"
                  checked={keys.length > 0 && selectedHere === keys.length}
                  indeterminate={selectedHere > 0 && selectedHere < keys.length}
                  onChange={toggleAll}
                  disabled={keys.length === 0}
                />
              </th>
            )}
            {columns.map((c) => (
              <th
                key={c.key}
                style={{ width: c.width }}
                scope="col"
                className={cellClass(c)}
                aria-sort={
                  sort && c.sortField && sort.field === c.sortField
                    ? sort.order === 'Asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {c.hideHeader ? (
                  <VisuallyHidden>{c.header}</VisuallyHidden>
                ) : sort && c.sortField ? (
                  <SortHeader label={c.header} field={c.sortField} sort={sort} />
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {loading &&
            rows.length === 0 &&
            Array.from({ length: 6 }, (_, i) => (
              <tr key={`s${i}`} aria-hidden>
                {Array.from({ length: span }, (_, j) => (
                  <td key={j}>
                    <Skeleton height={14} radius="sm" />
                  </td>
                ))}
              </tr>
            ))}
          {padTop > 0 && (
            <tr aria-hidden className={classes.spacer}>
              <td colSpan={span} style={{ height: padTop }} />
            </tr>
          )}
          {visible.map(({ row, index }) => {
            if (row === undefined) return null;
            const k = rowKey(row);
            return (
              <Row
                key={k}
                row={row}
                index={index}
                height={rowHeight}
                columns={columns}
                select={
                  selection && (
                    <Checkbox
                      aria-label={`Select ${selection.label(k)}`}
                      checked={selection.selected.has(k)}
                      onChange={() => toggle(k)}
                    />
                  )
                }
                selected={selection?.selected.has(k)}
                plain={fling}
              />
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden className={classes.spacer}>
              <td colSpan={span} style={{ height: padBottom }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's classes: hidden below its breakpoint (Mantine's global classes), sticky actions. */
function cellClass<T>(c: Column<T>): string | undefined {
  const names = [
    c.visibleFrom && `mantine-visible-from-${c.visibleFrom}`,
    c.sticky && classes.sticky,
  ];
  return names.filter(Boolean).join(' ') || undefined;
}

interface RowProps<T> {
  row: T;
  index: number;
  height: number;
  columns: Column<T>[];
  select: ReactNode;
  /** Only for the memo: the checkbox element is new on every render, its state is this. */
  selected: boolean | undefined;
  /** Drawn as plain text (during a fling): the cells' text values, no components. */
  plain: boolean;
}

/**
 * One row, rendered again only when its record, place, columns or selection change: while the
 * page scrolls, the rows that stay in view are not rebuilt.
 */
const Row = memo(
  function Row<T>({ row, index, height, columns, select, plain }: RowProps<T>) {
    return (
      <tr style={{ height }} aria-rowindex={index + 2}>
        {select !== undefined && <td>{plain ? null : select}</td>}
        {columns.map((c) => (
          <td key={c.key} className={cellClass(c)}>
            {plain ? (c.csv?.(row) ?? '') : c.cell(row)}
          </td>
        ))}
      </tr>
    );
  },
  (a, b) =>
    a.row === b.row &&
    a.index === b.index &&
    a.height === b.height &&
    a.columns === b.columns &&
    a.selected === b.selected &&
    Boolean(a.select) === Boolean(b.select) &&
    // A row drawn in full stays so through a fling; a plain one is drawn in full when it ends.
    (a.plain === b.plain || (!a.plain && b.plain)),
) as <T>(props: RowProps<T>) => ReactNode;
