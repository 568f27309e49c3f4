import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { ACTIVE, cx, FOCUS, m } from './mantine';
import classes from './plain.module.css';

export type PlainColor = 'teal' | 'gray' | 'red' | 'orange' | 'grape';

export interface ButtonLook {
  variant?: 'filled' | 'default' | 'light' | 'subtle';
  size?: 'sm' | 'xs' | 'compact-sm';
  color?: PlainColor;
  leftSection?: ReactNode;
  /** Busy: Mantine's loader over the label, and not clickable. */
  loading?: boolean;
}

const VARIANT = {
  filled: classes.buttonFilled,
  default: classes.buttonDefault,
  light: classes.buttonLight,
  subtle: classes.buttonSubtle,
};
const SIZE = { sm: undefined, xs: classes.buttonXs, 'compact-sm': classes.buttonCompactSm };

/**
 * The props and content of an element drawn as Mantine's Button (mantine.ts): for a `<button>`
 * (PlainButton) and a router link (links.tsx).
 */
export function buttonLook(
  { variant = 'filled', size = 'sm', color, leftSection, loading }: ButtonLook,
  children: ReactNode,
  className?: string,
) {
  return {
    className: cx(
      FOCUS,
      !loading && ACTIVE,
      m.button.root,
      m.unstyledButton,
      VARIANT[variant],
      SIZE[size],
      color && classes[color],
      className,
    ),
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-size': size === 'sm' ? undefined : size,
    'data-with-left-section': leftSection ? true : undefined,
    'data-loading': loading || undefined,
    'aria-busy': loading || undefined,
    children: (
      <>
        {loading && (
          <span className={cx(m.button.loader, classes.buttonLoader)} aria-hidden="true">
            <span className={cx(m.loader.ovalLoader, m.loader.root, classes.buttonLoaderOval)} />
          </span>
        )}
        <span className={m.button.inner}>
          {leftSection && (
            <span className={m.button.section} data-position="left">
              {leftSection}
            </span>
          )}
          <span className={m.button.label}>{children}</span>
        </span>
      </>
    ),
  };
}

type PlainButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/** A `<button>` in Mantine's Button look, without its JS (mantine.ts). */
export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { variant, size, color, leftSection, loading, children, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      {...props}
      disabled={props.disabled || loading}
      {...buttonLook({ variant, size, color, leftSection, loading }, children, className)}
    />
  );
});
