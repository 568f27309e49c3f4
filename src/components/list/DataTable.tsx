import { lazy, memo, Suspense, useRef, type ReactNode } from 'react';
import { cx, m } from '@/components/plain/mantine';
import { PlainCheckbox } from '@/components/plain/PlainCheckbox';
import type { Column } from './column';
import type { VirtualRows as VirtualRowsType } from './VirtualRows';
import classes from './DataTable.module.css';
import { headerWidth, minWidths, SELECT_WIDTH, shareFrom } from './min-widths';
import { SortHeader, type TableSort } from './SortHeader';
import { useFirstFrameFold, useRowSelection } from './table-hooks';

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
  /**
   * Below this width the table scrolls sideways instead of squeezing columns. By default, at each
   * breakpoint, the fixed widths of the columns shown there and FLEX_MIN for each of the others
   * (min-widths.ts).
   */
  minWidth?: number;
}

/** Only virtualise past this many rows: small pages render plainly (simpler DOM, exact a11y). */
export const VIRTUAL_THRESHOLD = 200;
/** Drawn while the virtualiser loads (the first page of more than the threshold). */
const FIRST_ROWS = 30;

/** Set once the virtualiser's module has loaded: then rows render through it at once. */
let loadedVirtualRows: typeof VirtualRowsType | undefined;
const loadVirtualRows = () =>
  import('./VirtualRows').then((m) => {
    loadedVirtualRows = m.VirtualRows;
    return { default: m.VirtualRows };
  });
const LazyVirtualRows = lazy(loadVirtualRows);

/**
 * Loads the virtualiser ahead of a page of more than the threshold (the app layout's
 * `beforeLoad`, from the URL's `size`): loaded after the rows came, it drew the first rows again
 * (a 150-250 ms frame at 10,000 rows on the benchmark machine).
 */
export function preloadVirtualRows(): void {
  if (!loadedVirtualRows) void loadVirtualRows();
}

/**
 * A semantic table that stays smooth at 10,000 rows: beyond a threshold only the rows in view
 * are rendered (`VirtualRows`, loaded then), with spacer rows keeping the scroll height true.
 * The page itself scrolls.
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
  minWidth,
}: DataTableProps<T, K>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const drawn = useFirstFrameFold(rowHeight);
  const virtual = rows.length > VIRTUAL_THRESHOLD;
  const VirtualRows = loadedVirtualRows ?? LazyVirtualRows;
  const share = shareFrom(columns);
  const keys = rows.map(rowKey);
  const { selectedHere, toggleAll, toggle } = useRowSelection(keys, selection);

  const renderRow = (row: T | undefined, index: number, plain: boolean) => {
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
            <PlainCheckbox
              aria-label={`Select ${selection.label(k)}`}
              checked={selection.selected.has(k)}
              onChange={() => toggle(k)}
            />
          )
        }
        selected={selection?.selected.has(k)}
        plain={plain}
      />
    );
  };

  return (
    <div className={classes.scroll}>
      <table
        className={classes.table}
        style={minWidth == null ? minWidths(columns, !!selection) : { minWidth }}
        aria-rowcount={rows.length + 1}
      >
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th style={{ width: SELECT_WIDTH }} scope="col">
                <PlainCheckbox
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
                {...headerWidth(c, share, cellClass(c))}
                scope="col"
                aria-sort={
                  sort && c.sortField && sort.field === c.sortField
                    ? sort.order === 'Asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {c.hideHeader ? (
                  <span className={m.visuallyHidden}>{c.header}</span>
                ) : sort && c.sortField && sort.fields.includes(c.sortField) ? (
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
              // A cell per column, hidden where its column is: in the table's fixed layout a
              // cell of a hidden column made a column of its own, narrowing the others.
              <tr key={`s${i}`} className={classes.skeletonRow} aria-hidden>
                {selection && (
                  <td>
                    <div className={classes.skeleton} />
                  </td>
                )}
                {columns.map((c) => (
                  <td key={c.key} className={cellClass(c)}>
                    <div className={classes.skeleton} />
                  </td>
                ))}
              </tr>
            ))}
          {virtual ? (
            <Suspense
              fallback={rows.slice(0, FIRST_ROWS).map((row, index) => renderRow(row, index, false))}
            >
              <VirtualRows
                count={rows.length}
                rowHeight={rowHeight}
                body={bodyRef}
                renderRow={(index, plain) => renderRow(rows[index], index, plain)}
              />
            </Suspense>
          ) : (
            rows.slice(0, drawn).map((row, index) => renderRow(row, index, false))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's classes: hidden below its breakpoint (Mantine's global classes), sticky actions. */
function cellClass<T>(c: Column<T>): string | undefined {
  return (
    cx(c.visibleFrom && `mantine-visible-from-${c.visibleFrom}`, c.sticky && classes.sticky) ||
    undefined
  );
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
