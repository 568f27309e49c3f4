import { useId, type ReactNode } from 'react';
import { cx, m } from './mantine';
import type { PlainColor } from './PlainButton';
import classes from './plain.module.css';

interface PlainAlertProps {
  title: string;
  color?: PlainColor;
  children?: ReactNode;
}

/** An alert in Mantine's Alert look (light variant), without its JS (mantine.ts). */
export function PlainAlert({ title, color, children }: PlainAlertProps) {
  const id = useId();
  return (
    <div
      className={cx(m.alert.root, classes.alertLight, color && classes[color])}
      data-variant="light"
      role="alert"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <div className={m.alert.wrapper}>
        <div className={m.alert.body}>
          <div className={m.alert.title}>
            <span id={`${id}-title`} className={m.alert.label}>
              {title}
            </span>
          </div>
          <div id={`${id}-body`} className={m.alert.message} data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
