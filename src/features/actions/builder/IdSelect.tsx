import { Select, type SelectProps } from '@mantine/core';
import type { FieldPath } from 'react-hook-form';
import { useShownField } from '@/components/form/shown-errors';
import type { ActionFormValues } from './action-form';

type Props = Omit<SelectProps, 'value' | 'onChange' | 'name'> & {
  name: FieldPath<ActionFormValues>;
  /** Called after the value changes (e.g. to reset what depended on the old choice). */
  onPicked?: (id: number | null) => void;
};

/** A Select bound to a numeric id of the builder form (Mantine's Select speaks strings). */
export function IdSelect({ name, onPicked, ...props }: Props) {
  const { field, error } = useShownField<ActionFormValues>(name);
  const value = typeof field.value === 'number' ? String(field.value) : null;
  return (
    <Select
      {...props}
      ref={field.ref}
      name={field.name}
      value={value}
      onBlur={field.onBlur}
      error={error?.message}
      onChange={(v) => {
        const id = v ? Number(v) : null;
        field.onChange(id);
        onPicked?.(id);
      }}
    />
  );
}
