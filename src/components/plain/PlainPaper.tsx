import type { HTMLAttributes } from 'react';
import { cx, m } from './mantine';
import classes from './plain.module.css';

/** A bordered box in Mantine's Paper look (`withBorder`), without its JS (mantine.ts). */
export function PlainPaper({
  padded,
  className,
  ...props
}: { padded?: boolean } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      className={cx(m.paper, padded && classes.paperPadXl, className)}
      data-with-border="true"
    />
  );
}
