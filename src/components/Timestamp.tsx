import { Text, type TextProps } from '@mantine/core';
import { formatDateTime, formatRelative } from '@/lib/format';
import { useUtc } from '@/lib/time-pref';

/**
 * An epoch-ms time in the user's chosen zone, with the other zone and relative age on hover. The
 * hint is the element's title, not a Mantine Tooltip: a table shows one per row, and a tooltip's
 * positioning machinery per row made scrolling 10,000 rows stutter.
 */
export function Timestamp({
  value: ms,
  ...props
}: { value: number | null | undefined } & TextProps) {
  const utc = useUtc();
  if (ms == null)
    return (
      <Text span {...props}>
        —
      </Text>
    );
  return (
    <Text span title={`${formatDateTime(ms, !utc)} · ${formatRelative(ms)}`} {...props}>
      <time dateTime={new Date(ms).toISOString()}>{formatDateTime(ms, utc)}</time>
    </Text>
  );
}
