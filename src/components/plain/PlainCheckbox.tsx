import type { InputHTMLAttributes } from 'react';
import { cx, FOCUS, m } from './mantine';
import classes from './plain.module.css';

type PlainCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  'aria-label': string;
  indeterminate?: boolean;
};

/** A checkbox in Mantine's Checkbox look, without its JS (mantine.ts): one per table row. */
export function PlainCheckbox({ indeterminate = false, ...props }: PlainCheckboxProps) {
  return (
    <div className={cx(m.checkbox.root, classes.checkbox)} data-variant="filled">
      <div className={m.checkbox.inner} data-label-position="right">
        <input
          {...props}
          ref={(el) => {
            if (el) el.indeterminate = indeterminate;
          }}
          type="checkbox"
          className={cx(FOCUS, m.checkbox.input)}
          data-indeterminate={indeterminate || undefined}
          data-with-error-styles="true"
        />
        {indeterminate ? (
          <svg className={m.checkbox.icon} fill="none" viewBox="0 0 32 6" aria-hidden="true">
            <rect width="32" height="6" fill="currentColor" rx="3" />
          </svg>
        ) : (
          <svg className={m.checkbox.icon} viewBox="0 0 10 7" fill="none" aria-hidden="true">
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        )}
      </div>
    </div>
  );
}
