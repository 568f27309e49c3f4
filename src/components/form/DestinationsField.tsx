import { Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  useController,
  useFormContext,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import { destinationQueries } from '@/api/destination/queries';
import { DestinationLabel } from '@/components/DestinationLabel';
import type { AnyControl } from './fields';

interface Props<T extends FieldValues, TT> {
  control: AnyControl<T, TT>;
  /** A field holding the chosen tenant destination ids (numbers). */
  name: FieldPath<T>;
  /** On a new record: start with the DEFAULT-tagged contacts chosen (real console). */
  preselect: boolean;
  label?: string;
}

const ids = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

/**
 * The tenant's contacts as checkboxes (actions, detectors, trigger alerts). DEFAULT-tagged ones
 * start chosen on a new record, once the list arrives, unless the user already chose.
 */
export function DestinationsField<T extends FieldValues, TT = T>({
  control,
  name,
  preselect,
  label = 'Notify',
}: Props<T, TT>) {
  const { field, fieldState } = useController({ control, name });
  const { setValue } = useFormContext<T>();
  const query = useQuery(destinationQueries.active());
  const list = query.data?.data;
  const { isDirty } = fieldState;
  const { onChange, value } = field;
  const empty = ids(value).length === 0;

  useEffect(() => {
    if (!preselect || !list || isDirty || !empty) return;
    const defaults = list.filter((d) => d.tags?.includes('DEFAULT')).map((d) => d.id);
    // A default, not an edit: the form stays as the user left it (the action builder keeps a
    // draft of the user's edits only).
    if (defaults.length > 0) setValue(name, defaults as PathValue<T, FieldPath<T>>);
  }, [preselect, list, isDirty, empty, setValue, name]);

  if (query.isPending) return <Loader size="sm" aria-label="Loading destinations" />;
  if (query.isError)
    return (
      <Text c="red" size="sm">
        Destinations could not be loaded.
      </Text>
    );
  if (!list || list.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Your tenant has no destinations yet.
      </Text>
    );
  return (
    <Checkbox.Group
      label={label}
      value={ids(value).map(String)}
      onChange={(v) => onChange(v.map(Number))}
      error={fieldState.error?.message}
    >
      <Stack gap="xs" mt="xs">
        {list.map((d) => (
          <Checkbox
            key={d.id}
            value={String(d.id)}
            aria-label={`${d.type.toLowerCase()} ${d.value ?? d.id}`}
            label={<DestinationLabel destination={d} />}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
