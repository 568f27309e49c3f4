import { PlainPagination } from '@/components/plain/PlainPagination';
import { PlainSelect } from '@/components/plain/PlainSelect';
import { PlainText } from '@/components/plain/PlainText';
import classes from './Pager.module.css';
import { formatCount } from '@/lib/format';

export const PAGE_SIZES = [10, 25, 50, 100, 1000, 10000] as const;

interface PagerProps {
  from: number;
  size: number;
  total: number | null | undefined;
  shown: number;
  onChange: (next: { from: number; size: number }) => void;
}

/**
 * "Showing 26–50 of 1,204", page size (up to the interface's 10,000, but no larger than the first
 * that holds every row: two deliveries are not offered 10,000 a page) and page buttons.
 */
export function Pager({ from, size, total, shown, onChange }: PagerProps) {
  const pages = total != null && size > 0 ? Math.max(1, Math.ceil(total / size)) : 1;
  const page = size > 0 ? Math.floor(from / size) + 1 : 1;
  const label =
    shown === 0
      ? `No results${total ? ` on this page of ${formatCount(total)}` : ''}`
      : `Showing ${formatCount(from + 1)}–${formatCount(from + shown)}${total != null ? ` of ${formatCount(total)}` : ''}`;
  return (
    <div className={classes.pager}>
      <PlainText size="sm" dimmed aria-live="polite">
        {label}
      </PlainText>
      <div className={classes.controls}>
        <PlainSelect
          aria-label="Rows per page"
          data={PAGE_SIZES.filter(
            (n, i) => n <= size || total == null || (PAGE_SIZES[i - 1] ?? 0) < total,
          ).map((n) => ({ value: String(n), label: `${formatCount(n)} / page` }))}
          value={String(size)}
          onChange={(e) => onChange({ from: 0, size: Number(e.currentTarget.value) })}
          w={140}
          size="xs"
        />
        {pages > 1 && (
          <PlainPagination
            total={pages}
            value={page}
            onChange={(p) => onChange({ from: (p - 1) * size, size })}
          />
        )}
      </div>
    </div>
  );
}
