import { Suspense } from 'react';
import { m } from '@/components/plain/mantine';
import { useLatch } from '@/lib/use-latch';
import { lazyStyled } from '@/lib/styles';
import type { BulkAction } from './bulk';

/** Loaded on the first selection: its confirmation dialog is not part of a list's first paint. */
const BulkBar = lazyStyled(() => import('./BulkBar').then((mod) => ({ default: mod.BulkBar })));

/** A list screen's rows are `unknown` to it (ListScreen), as they are here. */
interface SelectionProps {
  rows: readonly unknown[];
  name: (row: unknown) => string;
  actions: readonly BulkAction<unknown>[];
  onClear: () => void;
}

/**
 * A list's selected rows: said to a screen reader with what the bar offers, and the bar of what
 * to do with them above the table, loaded with the first selection.
 */
export function Selection({ rows, name, actions, onClear }: SelectionProps) {
  const used = useLatch(rows.length > 0);
  return (
    <>
      <div aria-live="polite" className={m.visuallyHidden}>
        {rows.length > 0 &&
          `${rows.length} selected: ${actions.map((a) => a.label).join(', ')} above the table`}
      </div>
      {used && (
        <Suspense fallback={null}>
          <BulkBar rows={rows} name={name} actions={actions} onClear={onClear} />
        </Suspense>
      )}
    </>
  );
}
