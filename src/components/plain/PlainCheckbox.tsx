import type { InputHTMLAttributes } from 'react';
import { cx, FOCUS, m } from './mantine';
import classes from './PlainCheckbox.module.css';

type PlainCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  'aria-label': string;
  indeterminate?: boolean;
};

/**
 * A checkbox in Mantine's Checkbox look, without its JS (mantine.ts): one per table row. One
 * element where Mantine draws five (a root and an inner `<div>`, the input, an icon's `<svg>` and
 * `<path>`): the input wears the root's and the input's classes, so Mantine's rules draw its box,
 * border and colours, and PlainCheckbox.module.css draws Mantine's check or dash as its
 * background.
 */
export function PlainCheckbox({ indeterminate = false, ...props }: PlainCheckboxProps) {
  return (
    <input
      {...props}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      type="checkbox"
      className={cx(FOCUS, m.checkbox.root, m.checkbox.input, classes.checkbox)}
      data-variant="filled"
      data-indeterminate={indeterminate || undefined}
      data-with-error-styles="true"
    />
  );
}
