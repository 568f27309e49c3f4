import type { ReactNode } from 'react';
import classes from './ScrollRegion.module.css';

/**
 * A list that scrolls when long, reachable by keyboard (focusable, named), so a long cascade or
 * selection can be read without a mouse (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must take focus so keyboard users can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={classes.region} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
