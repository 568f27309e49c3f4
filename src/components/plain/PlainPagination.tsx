import { usePagination } from '@mantine/hooks';
import { ACTIVE, cx, FOCUS, m } from './mantine';
import classes from './plain.module.css';

interface PlainPaginationProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
  siblings?: number;
}

const ARROW = {
  previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z',
  next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z',
};
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';

const control = (disabled?: boolean) =>
  cx(FOCUS, !disabled && ACTIVE, m.pagination.control, m.unstyledButton);

function Icon({ path, rotate }: { path: string; rotate?: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className={cx(classes.pageArrow, rotate && 'mantine-rotate-rtl')}
      aria-hidden="true"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/**
 * Page buttons in Mantine's Pagination look (size sm), without its JS (mantine.ts); the page
 * range is Mantine's own `usePagination`.
 */
export function PlainPagination({ total, value, onChange, siblings = 1 }: PlainPaginationProps) {
  const { range, active } = usePagination({ total, page: value, onChange, siblings });
  const edge = (type: 'previous' | 'next') => {
    const disabled = type === 'next' ? active === total : active === 1;
    return (
      <button
        type="button"
        className={control(disabled)}
        disabled={disabled}
        data-disabled={disabled || undefined}
        aria-label={`${type} page`}
        onClick={() => onChange(type === 'next' ? active + 1 : active - 1)}
      >
        <Icon path={ARROW[type]} rotate />
      </button>
    );
  };
  return (
    <div className={cx(m.pagination.root, classes.paginationSm)} data-size="sm">
      <div className={cx(m.group, classes.pages)}>
        {edge('previous')}
        {range.map((page, i) =>
          page === 'dots' ? (
            <div key={`dots-${i}`} className={m.pagination.dots}>
              <Icon path={DOTS} />
            </div>
          ) : (
            <button
              key={page}
              type="button"
              className={control()}
              data-active={page === active || undefined}
              data-with-padding="true"
              aria-current={page === active ? 'page' : undefined}
              aria-label={`Page ${page}`}
              onClick={() => onChange(page)}
            >
              {page}
            </button>
          ),
        )}
        {edge('next')}
      </div>
    </div>
  );
}
