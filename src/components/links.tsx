import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { rowLink } from './row-link';
import { cx, m } from '@/components/plain/mantine';
import { buttonLook, type ButtonLook } from '@/components/plain/PlainButton';
import { iconButtonLook, type IconButtonLook } from '@/components/plain/PlainIconButton';
import { textLook, type TextLook } from '@/components/plain/PlainText';

/**
 * Type-safe router links (to/params/search checked against the routes) drawn as Mantine's
 * Anchor, Button and ActionIcon. Plain `<a>` elements with Mantine's classes
 * (src/components/plain): every table row has two.
 */
type A = AnchorHTMLAttributes<HTMLAnchorElement>;

const AnchorBase = forwardRef<HTMLAnchorElement, TextLook & A>(function AnchorBase(
  { size, dimmed, fw, monospace, truncate, className, children, ...props },
  ref,
) {
  const look = textLook({ size, dimmed, fw, monospace, truncate }, cx(m.anchor.root, className));
  return (
    <a ref={ref} {...props} {...look} data-underline="hover">
      {children}
    </a>
  );
});

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonLook & A>(function ButtonBase(
  { variant, size, color, leftSection, children, className, ...props },
  ref,
) {
  const { children: content, ...look } = buttonLook(
    { variant, size, color, leftSection },
    children,
    className,
  );
  return (
    <a ref={ref} {...props} {...look}>
      {content}
    </a>
  );
});

const ActionIconBase = forwardRef<HTMLAnchorElement, IconButtonLook & A>(function ActionIconBase(
  { variant, size, color, children, className, ...props },
  ref,
) {
  const { children: content, ...look } = iconButtonLook(
    { variant, size, color },
    children,
    className,
  );
  return (
    <a ref={ref} {...props} {...look}>
      {content}
    </a>
  );
});

export const ActionIconLink: LinkComponent<typeof ActionIconBase> = createLink(ActionIconBase);
export const AnchorLink: LinkComponent<typeof AnchorBase> = createLink(AnchorBase);
export const ButtonLink: LinkComponent<typeof ButtonBase> = createLink(ButtonBase);

/** The same, for a table row's record (row-link.tsx): typed alike, lighter to render. */
export const RowActionIconLink = rowLink(ActionIconBase);
export const RowAnchorLink = rowLink(AnchorBase);
