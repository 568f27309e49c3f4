import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Hint } from '@/components/Hint';
import { PlainIconButton } from '@/components/plain/PlainIconButton';
import { PlainSelect } from '@/components/plain/PlainSelect';
import classes from './SortControl.module.css';
import { defaultOrderOf } from './list-search';

type Order = 'Asc' | 'Desc';

interface SortControlProps<F extends string> {
  fields: readonly F[];
  labels: Record<F, string>;
  sort: F;
  order: Order;
  onChange: (patch: { sort?: F; order?: Order }) => void;
  width?: number;
}

/** "Sort by" field and the direction toggle of a list toolbar. */
export function SortControl<F extends string>({
  fields,
  labels,
  sort,
  order,
  onChange,
  width = 150,
}: SortControlProps<F>) {
  const next: Order = order === 'Asc' ? 'Desc' : 'Asc';
  return (
    // One unit: the direction toggle never wraps away from its field.
    <div className={classes.sort}>
      <PlainSelect
        label="Sort by"
        data={fields.map((f) => ({ value: f, label: labels[f] }))}
        value={sort}
        onChange={(e) => {
          const field = fields.find((f) => f === e.currentTarget.value);
          if (field) onChange({ sort: field, order: defaultOrderOf(field) });
        }}
        w={width}
      />
      <Hint label={order === 'Asc' ? 'Ascending' : 'Descending'}>
        <PlainIconButton
          variant="default"
          size="input"
          aria-label={`Sort ${next === 'Desc' ? 'descending' : 'ascending'}`}
          onClick={() => onChange({ order: next })}
        >
          {order === 'Asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </PlainIconButton>
      </Hint>
    </div>
  );
}
