import { useDeferredValue, useRef, useState } from 'react';
import { takeColdStart } from '@/lib/first-screen';
import type { TableSelection } from './DataTable';

/**
 * The least a list's first row is from the window's top on the first screen: the header, the
 * page's title, its toolbar and the table's head (277 px on every list at 1440-1920 px wide,
 * more where the toolbar wraps). A table that started higher would show its last rows a frame
 * late, at the window's bottom.
 */
const FIRST_ROW_TOP = 240;

/**
 * How many of a table's rows are drawn. In the console's first frame only the rows that can be
 * in view below the list's toolbar (FIRST_ROW_TOP), and all of them in a render right after it,
 * so the first rows paint sooner: fewer elements to render, style and lay out (the first frame's
 * cost is how many objects it lays out, docs/performance.md). Nothing in view moves. Every other
 * table: Infinity (all at once).
 */
export function useFirstFrameFold(rowHeight: number): number {
  const [fold] = useState(() =>
    takeColdStart()
      ? Math.max(1, Math.ceil((window.innerHeight - FIRST_ROW_TOP) / rowHeight))
      : Infinity,
  );
  return useDeferredValue(Infinity, fold);
}

/** The page's rows' selection: how many of them are selected, all of them on or off, one. */
export function useRowSelection<K>(keys: K[], selection: TableSelection<K> | undefined) {
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
  return { selectedHere, toggleAll, toggle };
}
