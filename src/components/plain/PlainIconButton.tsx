import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { ACTIVE, cx, FOCUS, m } from './mantine';
import type { PlainColor } from './PlainButton';
import classes from './plain.module.css';

export interface IconButtonLook {
  variant?: 'default' | 'subtle';
  /** md 28 px (Mantine's default), lg 34 px, input 36 px (beside an input). */
  size?: 'md' | 'lg' | 'input';
  color?: PlainColor;
}

const VARIANT = { default: classes.iconDefault, subtle: classes.iconSubtle };
const SIZE = { md: classes.iconMd, lg: classes.iconLg, input: classes.iconInput };

/**
 * The props and content of an element drawn as Mantine's ActionIcon (mantine.ts). The icon is the
 * root's own child, without Mantine's `<span>` around it: the root already centres it (inline-flex),
 * and the span is there for Mantine's loader, which a plain icon button has not.
 */
export function iconButtonLook(
  { variant = 'subtle', size = 'md', color }: IconButtonLook,
  icon: ReactNode,
  className?: string,
) {
  return {
    className: cx(
      FOCUS,
      ACTIVE,
      m.actionIcon.root,
      m.unstyledButton,
      VARIANT[variant],
      SIZE[size],
      color && classes[color],
      className,
    ),
    'data-variant': variant,
    children: icon,
  };
}

type PlainIconButtonProps = IconButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string };

/** An icon `<button>` in Mantine's ActionIcon look, without its JS (mantine.ts). */
export const PlainIconButton = forwardRef<HTMLButtonElement, PlainIconButtonProps>(
  function PlainIconButton({ variant, size, color, children, className, ...props }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        {...props}
        {...iconButtonLook({ variant, size, color }, children, className)}
      />
    );
  },
);
