import { StatusSchema, type Status } from '@/api/common';
import { PlainSelect } from '@/components/plain/PlainSelect';

/**
 * The status filter every list with a status shows: a native select, since its three options need
 * no search, and the first screen then carries no combobox machinery.
 */
export function StatusFilter({
  value,
  onChange,
}: {
  value: Status | undefined;
  onChange: (status: Status | undefined) => void;
}) {
  return (
    <PlainSelect
      label="Status"
      data={[{ value: '', label: 'Any status' }, ...StatusSchema.options]}
      value={value ?? ''}
      onChange={(e) => onChange(StatusSchema.safeParse(e.currentTarget.value).data)}
      w={140}
    />
  );
}
