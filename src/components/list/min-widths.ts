import type { CSSProperties } from 'react';
import type { Column } from './column';

/** The breakpoints a column can appear from (Column['visibleFrom']), narrowest first. */
const STEPS = ['base', 'md', 'lg', 'xl'] as const;
/** What a column without a fixed width keeps before the table scrolls sideways. */
const FLEX_MIN = 120;
/** The selection column's width. */
export const SELECT_WIDTH = 44;

/** The table's least width at each breakpoint, as the CSS variables DataTable.module.css reads. */
export function minWidths<T>(columns: Column<T>[], selectable: boolean): CSSProperties {
  return Object.fromEntries(
    STEPS.map((step, i) => [
      `--table-min-${step}`,
      `${columns.reduce(
        (sum, c) =>
          STEPS.indexOf(c.visibleFrom ?? 'base') > i
            ? sum
            : sum + (typeof c.width === 'number' ? c.width : FLEX_MIN),
        selectable ? SELECT_WIDTH : 0,
      )}px`,
    ]),
  );
}
