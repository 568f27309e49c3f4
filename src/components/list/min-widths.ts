import type { CSSProperties } from 'react';
import { cx } from '@/components/plain/mantine';
import type { Column } from './column';
import classes from './DataTable.module.css';

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

/**
 * Where a column given a share of the width (a percentage) takes it: from the narrowest
 * breakpoint at which a column of no set width is shown to take the rest ('base': everywhere).
 * Narrower, it takes the rest itself: the projects' Name at 1024 px, with the description
 * hidden, kept 30% and truncated names while the date's column widened. `null`: it always
 * takes the rest (no such column).
 */
export function shareFrom<T>(columns: Column<T>[]): (typeof STEPS)[number] | null {
  return (
    STEPS.find((_, i) =>
      columns.some((c) => c.width === undefined && STEPS.indexOf(c.visibleFrom ?? 'base') <= i),
    ) ?? null
  );
}

/** The classes that give a share column its width from a breakpoint (DataTable.module.css). */
const SHARE_FROM = { md: classes.shareFromMd, lg: classes.shareFromLg, xl: classes.shareFromXl };

/**
 * A header's width and classes (`cellClass`, its own): fixed, or its share of the table's from
 * the breakpoint `share`.
 */
export function headerWidth<T>(
  c: Column<T>,
  share: ReturnType<typeof shareFrom<T>>,
  cellClass: string | undefined,
): { style: CSSProperties; className: string | undefined } {
  if (typeof c.width !== 'string' || share === 'base') {
    return { style: { width: c.width }, className: cellClass };
  }
  return {
    style: { '--share': c.width } as CSSProperties,
    className: cx(cellClass, share && SHARE_FROM[share]) || undefined,
  };
}
