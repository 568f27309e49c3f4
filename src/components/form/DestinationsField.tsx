import { Button, Checkbox, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  useController,
  useFormContext,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import { destinationQueries } from '@/api/destination/queries';
import { DestinationLabel } from '@/components/DestinationLabel';
import { isUnbound } from '@/components/destination/destination-text';
import { lazyDialog } from '@/components/lazy-dialog';
import type { AnyControl } from './fields';

/** Its form loads when first opened (lazyDialog): the destination form is not the host form's. */
const NewDestinationModal = lazyDialog(() =>
  import('@/components/destination/NewDestinationModal').then((m) => m.NewDestinationModal),
);

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
  const [creating, setCreating] = useState(false);
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
  // A contact the form needs is made here, and chosen (an active one: a chat still to bind
  // cannot notify yet).
  const addNew = (
    <>
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => setCreating(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        New destination
      </Button>
      <NewDestinationModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(d) => {
          if (d.status !== 'DISABLED' && !isUnbound(d)) onChange([...ids(value), d.id]);
        }}
      />
    </>
  );
  if (!list || list.length === 0)
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Your tenant has no destinations yet.
        </Text>
        {addNew}
      </Stack>
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
        {addNew}
      </Stack>
    </Checkbox.Group>
  );
}
