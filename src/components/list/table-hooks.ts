import { useDeferredValue, useRef, useState } from 'react';
import { takeColdStart } from '@/lib/first-screen';
import type { TableSelection } from './DataTable';

/**
 * The index from which a table's rows are drawn plain. In the console's first frame, rows that
 * cannot be in view (past the window's height) are drawn plain, their text in cells of their
 * height, and in full in a render right after it, so the first rows paint sooner (fewer elements
 * to render, style and lay out). Nothing moves. Every other table: Infinity (all in full).
 */
export function useFirstFrameFold(rowHeight: number): number {
  const [fold] = useState(() =>
    takeColdStart() ? Math.ceil(window.innerHeight / rowHeight) : Infinity,
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
