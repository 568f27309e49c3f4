import { Text, Tooltip, type TextProps } from '@mantine/core';
import { formatDateTime, formatRelative } from '@/lib/format';
import { useUtc } from '@/lib/time-pref';

/** An epoch-ms time in the user's chosen zone, with the other zone and relative age on hover. */
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
    <Tooltip label={`${formatDateTime(ms, !utc)} · ${formatRelative(ms)}`}>
      <Text span {...props}>
        <time dateTime={new Date(ms).toISOString()}>{formatDateTime(ms, utc)}</time>
      </Text>
    </Tooltip>
  );
}
