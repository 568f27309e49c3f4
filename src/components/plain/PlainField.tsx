import type { ReactNode } from 'react';
import { cx, m } from './mantine';
import classes from './plain.module.css';

export interface FieldLook {
  /** The visible label; without one, give the control an `aria-label`. */
  label?: string;
  size?: 'sm' | 'xs';
  /** Width in px. */
  w?: number;
}

interface PlainFieldProps extends FieldLook {
  id: string;
  left?: ReactNode;
  right?: ReactNode;
  select?: boolean;
  /** The `<input>` or `<select>`, with `id` and Mantine's input class (`inputClass`). */
  children: ReactNode;
}

/**
 * Mantine's input class for the control inside a PlainField, with the static class Mantine's own
 * inputs carry, which the focus ring reads (src/styles/focus.css): without it a plain field
 * showed its focus by the border's colour alone.
 */
export const inputClass = `${m.input.input} mantine-Input-input`;

/** The label and frame of a control drawn as Mantine's TextInput or NativeSelect (mantine.ts). */
export function PlainField({
  id,
  label,
  size = 'sm',
  w,
  left,
  right,
  select,
  children,
}: PlainFieldProps) {
  const sizeClass = size === 'xs' ? classes.inputXs : classes.inputSm;
  return (
    // A width is the caller's layout (a number), not a style of ours.
    <div
      className={cx(m.input.root, sizeClass)}
      data-size={size}
      style={w ? { width: w } : undefined}
    >
      {label && (
        <label className={m.input.label} data-size={size} htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
      )}
      <div
        className={cx(m.input.wrapper, sizeClass, select && classes.select)}
        data-variant="default"
        data-size={size}
        data-pointer={select || undefined}
        data-with-left-section={left ? true : undefined}
        data-with-right-section={right ? true : undefined}
      >
        {left && (
          <div data-position="left" className={m.input.section}>
            {left}
          </div>
        )}
        {children}
        {right && (
          <div data-position="right" className={m.input.section}>
            {right}
          </div>
        )}
      </div>
    </div>
  );
}
