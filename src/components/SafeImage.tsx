import { useState } from 'react';
import { isHttpUrl } from '@/api/common';
import { cx, m } from '@/components/plain/mantine';
import classes from './SafeImage.module.css';

/** The colours Mantine's Avatar picks initials from (its `getInitialsColor`). */
const INITIALS_COLORS = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
] as const;

/** Mantine's Avatar colour for a name (`color="initials"`): the same for the same name. */
export function initialsColor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) {
    hash = (hash << 5) - hash + name.charCodeAt(i);
    hash |= 0;
  }
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length] ?? 'blue';
}

/** Mantine's Avatar initials: the first letters of the first two words, or two letters. */
export function initials(name: string): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((w) => w[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

interface SafeAvatarProps {
  src: string | null | undefined;
  name: string;
  size?: 'sm' | 'md' | 'lg';
  /** Rounded square instead of a circle. */
  square?: boolean;
}

/**
 * An image from data is shown only when it is an http(s) URL; otherwise, or when it does not
 * load, the initials. Drawn as Mantine's Avatar without its JS (src/components/plain): one per
 * project row.
 */
export function SafeAvatar({ src, name, size = 'sm', square }: SafeAvatarProps) {
  const url = isHttpUrl(src) ? src : null;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div
      className={cx(m.avatar.root, classes[size], square && classes.square)}
      data-color={initialsColor(name)}
    >
      {url && failed !== url ? (
        <img
          className={m.avatar.image}
          src={url}
          alt=""
          loading="lazy"
          onError={() => setFailed(url)}
        />
      ) : (
        <span className={m.avatar.placeholder} title="">
          {initials(name)}
        </span>
      )}
    </div>
  );
}
