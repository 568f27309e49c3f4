import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Hint } from '@/components/Hint';
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
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <NativeSelect
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
        <ActionIcon
          variant="default"
          size={36}
          aria-label={`Sort ${next === 'Desc' ? 'descending' : 'ascending'}`}
          onClick={() => onChange({ order: next })}
        >
          {order === 'Asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </ActionIcon>
      </Hint>
    </Group>
  );
}
