import { Avatar, type AvatarProps } from '@mantine/core';
import { isHttpUrl } from '@/api/common';

/** An image from data is shown only when it is an http(s) URL; otherwise the initials. */
export function SafeAvatar({
  src,
  name,
  ...props
}: { src: string | null | undefined; name: string } & AvatarProps) {
  return (
    <Avatar src={isHttpUrl(src) ? src : null} alt="" name={name} color="initials" {...props} />
  );
}
