import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  /** Column title: also the CSV header (columns without `csv` are not exported). */
  header: string;
  /** Visually hidden header text (the row-actions column). */
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  width?: number | string;
  /** The search field this column sorts by; the header becomes a sort button. */
  sortField?: string;
  /** The column's value in a CSV export (as shown, in plain text). */
  csv?: (row: T) => string | number | boolean | null | undefined;
  /** More CSV columns after this one, for a cell that shows two fields (a name, its message). */
  csvAlso?: { header: string; csv: (row: T) => string | number | boolean | null | undefined }[];
  /** Narrow screens drop low-priority columns first (Mantine breakpoints of the viewport). */
  visibleFrom?: 'md' | 'lg' | 'xl';
  /** Stays in view at the right edge when the table scrolls sideways (row actions). */
  sticky?: boolean;
}
