import type { ReactNode } from 'react';
import classes from './ScrollRegion.module.css';

/**
 * A list that scrolls when long, reachable by keyboard (focusable, named), so a long cascade or
 * selection can be read without a mouse (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  children,
  tall = false,
}: {
  label: string;
  children: ReactNode;
  /** As tall as its content (a page's table that scrolls sideways only), not 360 px at most. */
  tall?: boolean;
}) {
  return (
    // A scrollable region must take focus so keyboard users can scroll it.
    <div
      className={classes.region}
      data-tall={tall || undefined}
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
