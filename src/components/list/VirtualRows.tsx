import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import classes from './DataTable.module.css';

/**
 * A scroll that moves more than this many rows between two renders is a fling (a dragged
 * scrollbar, End, a swipe; a wheel step is two or three rows): rows it brings into view are
 * drawn as plain text until the page stops. A projects row drawn in full costs ~3-5 ms at 1x on
 * the benchmark machine, so 10 new rows a frame (the benchmark's scroll, 400 px a frame) made
 * 80-130 ms frames at 12; at 6, a frame draws at most ~11 full rows (with the overscan).
 */
const FLING_ROWS = 6;

interface VirtualRowsProps {
  count: number;
  rowHeight: number;
  /** The table body the rows are in: where the list starts on the page. */
  body: RefObject<HTMLTableSectionElement | null>;
  /** Draws row `index`; `plain` during a fling. */
  renderRow: (index: number, plain: boolean) => ReactNode;
}

/**
 * The rows of a long table body, only those in view (the page itself scrolls), with spacer rows
 * keeping the scroll height true. A module of its own, loaded with the first page of more than
 * DataTable's threshold: the virtualiser is ~10 kB gzip the first screen does not need.
 */
export function VirtualRows({ count, rowHeight, body, renderRow }: VirtualRowsProps) {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (body.current) setOffset(body.current.getBoundingClientRect().top + window.scrollY);
  }, [body]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    // Each row scrolled into view is rendered anew: a small margin keeps fast scrolling cheap,
    // and a wheel step (two or three rows) never shows an empty row.
    overscan: 5,
    scrollMargin: offset,
    // The rows a scroll brings into view are rendered in a task of their own, after the frame
    // that scrolled, not inside its scroll event: drawn there, a fling's frame (the event, the
    // render, then the frame's style and layout) hovered at the 50 ms line.
    useFlushSync: false,
  });

  const scrolled = virtualizer.scrollOffset ?? 0;
  const lastScrolled = useRef(scrolled);
  const fling =
    virtualizer.isScrolling && Math.abs(scrolled - lastScrolled.current) > FLING_ROWS * rowHeight;
  useEffect(() => {
    lastScrolled.current = scrolled;
  });
  // When a fling stops, its rows (~35 with the margin) are drawn in full in a render React splits
  // into short tasks, not in the frame that stops: drawn at once, that frame took ~67 ms.
  const stopping = useDeferredValue(fling);

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = first ? first.start - offset : 0;
  const padBottom = last ? virtualizer.getTotalSize() - (last.end - offset) : 0;
  return (
    <>
      {/* A spacer is one cell, not one spanning the row: the table's fixed layout made a column
          of each column it spanned, the ones hidden at this width too (at 1024 px, two more
          columns took the names' width while the page scrolled). */}
      {padTop > 0 && (
        <tr aria-hidden className={classes.spacer}>
          <td style={{ height: padTop }} />
        </tr>
      )}
      {items.map((i) => renderRow(i.index, fling || stopping))}
      {padBottom > 0 && (
        <tr aria-hidden className={classes.spacer}>
          <td style={{ height: padBottom }} />
        </tr>
      )}
    </>
  );
}
