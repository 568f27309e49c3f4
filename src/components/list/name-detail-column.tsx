import type { ReactNode } from 'react';
import { PlainText } from '@/components/plain/PlainText';
import type { Column } from './column';
import { nameColumn } from './columns';

/** A name and the line under it, both free to shrink and truncate inside the cell. */
const STACKED = { display: 'flex', flexDirection: 'column', minWidth: 0 } as const;

/**
 * `nameColumn` with a dimmed line under the name: what the record is or says (an alert's
 * message, an action's function, a contract's kind), which the CSV keeps as a column of its own.
 * A module apart from columns.tsx, which the first screen carries.
 */
export function nameDetailColumn<T>(
  opts: Parameters<typeof nameColumn<T>>[0] & {
    header?: string;
    sortField?: string;
    detail: {
      header: string;
      value: (row: T) => string;
      monospace?: boolean;
      /**
       * Added to the line below a breakpoint, where the column that shows it is hidden (a
       * contract's network below lg): `{ below: 'lg', value }`.
       */
      narrow?: { below: 'lg' | 'xl'; value: (row: T) => string };
    };
  },
): Column<T> {
  const { detail } = opts;
  const base = nameColumn<T>({
    ...opts,
    link: (row, props): ReactNode => {
      const text = detail.value(row);
      const extra = detail.narrow?.value(row);
      return (
        <div style={STACKED}>
          {opts.link(row, props)}
          <PlainText
            size="xs"
            dimmed
            truncate
            monospace={detail.monospace}
            title={[text, extra].filter(Boolean).join(' · ')}
          >
            {text || '—'}
            {extra && (
              <span className={`mantine-hidden-from-${detail.narrow?.below}`}> · {extra}</span>
            )}
          </PlainText>
        </div>
      );
    },
  });
  return {
    ...base,
    header: opts.header ?? base.header,
    sortField: opts.sortField ?? base.sortField,
    csvAlso: [{ header: detail.header, csv: detail.value }],
  };
}
