import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { cx, FOCUS, m } from '@/components/plain/mantine';
import type { SortOrder } from './list-search';
import classes from './DataTable.module.css';

export interface TableSort {
  field: string;
  order: SortOrder;
  onSort: (field: string) => void;
  /** The fields the list sorts by: a column whose field is not one of them has a plain title. */
  fields: readonly string[];
}

/** A column title that sorts by its field; the arrow shows the current direction. */
export function SortHeader({
  label,
  field,
  sort,
}: {
  label: string;
  field: string;
  sort: TableSort;
}) {
  const active = sort.field === field;
  const Icon = !active ? IconArrowsSort : sort.order === 'Asc' ? IconArrowUp : IconArrowDown;
  return (
    <button
      type="button"
      className={cx(FOCUS, m.unstyledButton, classes.sortButton)}
      onClick={() => sort.onSort(field)}
      aria-label={`Sort by ${label}`}
    >
      {label}
      <Icon size={14} aria-hidden stroke={active ? 2.2 : 1.4} />
    </button>
  );
}
