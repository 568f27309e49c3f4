import { Image, Text, type ImageProps, type TextProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { isHttpUrl } from '@/api/common';

/** How long a typed URL must rest before its image is asked for. */
export const URL_SETTLE_MS = 500;

interface UrlImageProps extends Omit<ImageProps, 'src'> {
  /** The URL as typed: loaded only when it is http(s), and once it has stopped changing. */
  url: string | null | undefined;
  alt: string;
  /** Said in the image's place when the URL is empty or not http(s). */
  missing?: string;
  /** Props of the text said in the image's place. */
  noteProps?: TextProps;
}

/**
 * An image from a URL a person is typing, for previews: asked for once the URL has rested
 * (URL_SETTLE_MS; each keystroke was a request, a DNS lookup of every partial host and a console
 * error), only when it is http(s), and said in words when it does not load.
 */
export function UrlImage({ url, alt, missing, noteProps, ...image }: UrlImageProps) {
  const [settled] = useDebouncedValue(isHttpUrl(url) ? url : null, URL_SETTLE_MS);
  // The URL that did not load, so a corrected one is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (settled && failed !== settled)
    return (
      <Image key={settled} src={settled} alt={alt} onError={() => setFailed(settled)} {...image} />
    );
  const note = settled ? 'This image could not be loaded' : missing;
  return note ? (
    <Text size="sm" c="dimmed" {...noteProps}>
      {note}
    </Text>
  ) : null;
}
