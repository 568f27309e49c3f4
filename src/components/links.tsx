import {
  ActionIcon,
  type ActionIconProps,
  Anchor,
  Button,
  type AnchorProps,
  type ButtonProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/** Mantine components as type-safe router links (to/params/search checked against the routes). */
type A = AnchorHTMLAttributes<HTMLAnchorElement>;

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & A>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & A>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
const ActionIconBase = forwardRef<HTMLAnchorElement, ActionIconProps & A>((props, ref) => (
  <ActionIcon component="a" ref={ref} {...props} />
));

export const ActionIconLink: LinkComponent<typeof ActionIconBase> = createLink(ActionIconBase);
export const AnchorLink: LinkComponent<typeof AnchorBase> = createLink(AnchorBase);
export const ButtonLink: LinkComponent<typeof ButtonBase> = createLink(ButtonBase);
