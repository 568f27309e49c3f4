import { formatDateTime, formatRelative } from '@/lib/format';
import { useUtc } from '@/lib/time-pref';
import { textLook } from '@/components/plain/PlainText';

/**
 * An epoch-ms time in the user's chosen zone, with the other zone and relative age on hover. The
 * hint is the element's title, not a Mantine Tooltip: a table shows one per row, and a tooltip's
 * positioning machinery per row made scrolling 10,000 rows stutter. Plain text in Mantine's look
 * (src/components/plain), for the same reason, and one element: the `<time>` wears the look.
 */
export function Timestamp({
  value: ms,
  size,
  dateOnly,
}: {
  value: number | null | undefined;
  size?: 'xs' | 'sm';
  /** The day only (a list's Updated column); the time is in the hint. */
  dateOnly?: boolean;
}) {
  const utc = useUtc();
  const look = textLook({ size });
  if (ms == null) return <span {...look}>—</span>;
  return (
    <time
      {...look}
      dateTime={new Date(ms).toISOString()}
      title={`${formatDateTime(ms, dateOnly ? utc : !utc)} · ${formatRelative(ms)}`}
    >
      {formatDateTime(ms, utc, !dateOnly)}
    </time>
  );
}
