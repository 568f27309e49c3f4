import type { HTMLAttributes } from 'react';
import { cx, FOCUS, m } from './mantine';
import classes from './plain.module.css';

export interface TextLook {
  size?: 'xs' | 'sm' | 'md' | 'lg';
  dimmed?: boolean;
  fw?: 500 | 600 | 700;
  monospace?: boolean;
  /** One line, cut with an ellipsis (give the whole value as `title`). */
  truncate?: boolean;
}

const SIZE = { xs: classes.textXs, sm: classes.textSm, md: undefined, lg: classes.textLg };
const WEIGHT = { 500: classes.fw500, 600: classes.fw600, 700: classes.fw700 };

/** The class names and data attributes of text drawn as Mantine's Text (mantine.ts). */
export function textLook(
  { size = 'md', dimmed, fw, monospace, truncate }: TextLook,
  ...extra: (string | undefined)[]
) {
  return {
    className: cx(
      FOCUS,
      m.text.root,
      SIZE[size],
      dimmed && classes.dimmed,
      fw && WEIGHT[fw],
      monospace && classes.monospace,
      ...extra,
    ),
    'data-size': size === 'md' ? undefined : size,
    'data-truncate': truncate ? 'end' : undefined,
  };
}

type PlainTextProps = TextLook & HTMLAttributes<HTMLElement> & { span?: boolean };

/** A paragraph (or `span`) in Mantine's Text look, without its JS (mantine.ts). */
export function PlainText({
  size,
  dimmed,
  fw,
  monospace,
  truncate,
  span,
  className,
  ...props
}: PlainTextProps) {
  const look = textLook({ size, dimmed, fw, monospace, truncate }, className);
  return span ? <span {...props} {...look} /> : <p {...props} {...look} />;
}
