import { cloneElement, useId, type ReactElement } from 'react';
import classes from './Hint.module.css';

interface HintProps {
  label: string;
  /** The control the hint describes (it gets `aria-describedby`). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Which edge of the control the hint lines up with: `end` near the window's right edge. */
  align?: 'start' | 'center' | 'end';
  /** Off when the hint only repeats the control's accessible name. */
  describe?: boolean;
}

/**
 * A hover and keyboard-focus hint for the first screen's controls (header toggles, the list's
 * sort direction). CSS only, so the first screen carries no positioning engine: Mantine's
 * Tooltip brings floating-ui and its transitions, about 25 kB gzip. Other screens keep Tooltip
 * where a hint must flip or follow the pointer.
 */
export function Hint({ label, children, align = 'center', describe = true }: HintProps) {
  const id = useId();
  return (
    <span className={classes.root} data-align={align}>
      {describe ? cloneElement(children, { 'aria-describedby': id }) : children}
      <span role="tooltip" id={id} className={classes.hint}>
        {label}
      </span>
    </span>
  );
}
