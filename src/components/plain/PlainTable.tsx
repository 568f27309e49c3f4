import tableClasses from '@mantine-classes/Table/Table.module.mjs';
import type {
  CSSProperties,
  ReactNode,
  HTMLAttributes,
  TableHTMLAttributes,
  TdHTMLAttributes,
  ThHTMLAttributes,
} from 'react';
import { cx } from './mantine';

/**
 * Mantine's Table for read-only tables, drawn by Mantine's own rules without its JS (mantine.ts):
 * its Table brings ScrollArea, and ScrollArea Floating UI (~20 kB gzip), to pages that have no
 * other use for them. `plain.test.tsx` compares the markup with Mantine's, so a class Mantine
 * renames fails there. (Not checked at load like mantine.ts's maps: that check is in the first
 * screen, which would carry its export.)
 */
const t = tableClasses as Record<
  | 'table'
  | 'thead'
  | 'tbody'
  | 'tr'
  | 'th'
  | 'td'
  | 'caption'
  | 'scrollContainer'
  | 'scrollContainerInner',
  string
>;

/** Mantine's spacing: a theme size or pixels, scaled as Mantine scales them. */
const spacing = (value: 'xs' | number) =>
  typeof value === 'number'
    ? `calc(${value / 16}rem * var(--mantine-scale))`
    : `var(--mantine-spacing-${value})`;

interface PlainTableProps extends TableHTMLAttributes<HTMLTableElement> {
  layout?: 'fixed' | 'auto';
  withTableBorder?: boolean;
  /** Mantine's default is 7 px. */
  verticalSpacing?: 'xs' | number;
}

export function PlainTable({
  layout,
  withTableBorder,
  verticalSpacing = 7,
  className,
  style,
  ...props
}: PlainTableProps) {
  const vars = {
    ...(layout ? { '--table-layout': layout } : {}),
    '--table-vertical-spacing': spacing(verticalSpacing),
  } as CSSProperties;
  return (
    <table
      {...props}
      className={cx(t.table, className)}
      data-with-table-border={withTableBorder || undefined}
      style={{ ...vars, ...style }}
    />
  );
}

export function PlainThead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} className={cx(t.thead, className)} />;
}

export function PlainTbody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} className={cx(t.tbody, className)} />;
}

/** A row, with Mantine's row border (its default, `withRowBorders`). */
export function PlainTr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} className={cx(t.tr, className)} data-with-row-border />;
}

export function PlainTh({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th {...props} className={cx(t.th, className)} />;
}

export function PlainTd({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...props} className={cx(t.td, className)} />;
}

export function PlainCaption({ className, ...props }: HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption {...props} className={cx(t.caption, className)} />;
}

/**
 * Mantine's `Table.ScrollContainer type="native"`: below `minWidth` the table scrolls sideways
 * instead of squeezing its columns (its default, a ScrollArea, brings Floating UI).
 */
export function PlainTableScroll({
  minWidth,
  children,
}: {
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <div className={t.scrollContainer} style={{ '--table-overflow': 'auto' } as CSSProperties}>
      <div
        className={t.scrollContainerInner}
        style={
          {
            '--table-min-width': `calc(${minWidth / 16}rem * var(--mantine-scale))`,
          } as CSSProperties
        }
      >
        {children}
      </div>
    </div>
  );
}
