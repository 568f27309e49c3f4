import type { HTMLAttributes } from 'react';
import { cx, m } from './mantine';
import classes from './plain.module.css';

const ORDER = { 1: classes.h1, 2: classes.h2, 3: classes.h3 };

/** A heading in Mantine's Title look, without its JS (mantine.ts). */
export function PlainTitle({
  order,
  className,
  ...props
}: { order: 1 | 2 | 3 } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${order}` as const;
  return <Tag {...props} className={cx(m.title, ORDER[order], className)} data-order={order} />;
}
