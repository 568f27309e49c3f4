import type { HTMLAttributes } from 'react';
import { cx, m } from './mantine';
import type { PlainColor } from './PlainButton';
import classes from './plain.module.css';

interface PlainBadgeProps extends HTMLAttributes<HTMLDivElement> {
  variant?: 'filled' | 'light' | 'outline';
  size?: 'sm' | 'md' | 'lg';
  color?: PlainColor;
  /** The text as typed (Mantine's badges are upper case). */
  asTyped?: boolean;
}

const VARIANT = {
  filled: classes.badgeFilled,
  light: classes.badgeLight,
  outline: classes.badgeOutline,
};
const SIZE = { sm: classes.badgeSm, md: classes.badgeMd, lg: classes.badgeLg };

/**
 * A badge in Mantine's look, without its JS (mantine.ts): one in every table row. Its text sits
 * in the root, not in a label `<span>` (an element less a badge; plain.module.css).
 */
export function PlainBadge({
  variant = 'light',
  size = 'md',
  color,
  asTyped,
  className,
  children,
  ...props
}: PlainBadgeProps) {
  return (
    <div
      {...props}
      className={cx(
        m.badge.root,
        VARIANT[variant],
        SIZE[size],
        color && classes[color],
        asTyped && classes.caseAsTyped,
        classes.badgeText,
        className,
      )}
      data-variant={variant}
      data-size={size}
    >
      {children}
    </div>
  );
}
