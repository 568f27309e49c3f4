import { Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { destinationQueries } from '@/api/destination/queries';
import type { ActionFormValues } from './action-form';
import { BuilderSection } from './BuilderSection';
import { DestinationLabel } from '@/components/DestinationLabel';

/** Step 6: who hears about each run. DEFAULT-tagged contacts start selected on a new action. */
export function DestinationsSection({ preselect }: { preselect: boolean }) {
  const { control, resetField, getValues, getFieldState } = useFormContext<ActionFormValues>();
  const { field, fieldState } = useController({ control, name: 'destinationIds' });
  const query = useQuery(destinationQueries.active());
  const list = query.data?.data;

  useEffect(() => {
    if (!preselect || !list) return;
    if (getFieldState('destinationIds').isDirty || getValues('destinationIds').length > 0) return;
    const defaults = list.filter((d) => d.tags?.includes('DEFAULT')).map((d) => d.id);
    resetField('destinationIds', { defaultValue: defaults });
  }, [preselect, list, resetField, getValues, getFieldState]);

  return (
    <BuilderSection
      id="step-destinations"
      step={6}
      title="Destinations"
      description="Contacts notified when this action runs. Those tagged DEFAULT are preselected."
    >
      {query.isPending && <Loader size="sm" aria-label="Loading destinations" />}
      {query.isError && (
        <Text c="red" size="sm">
          Destinations could not be loaded.
        </Text>
      )}
      {list && list.length === 0 && (
        <Text size="sm" c="dimmed">
          Your tenant has no destinations yet.
        </Text>
      )}
      {list && list.length > 0 && (
        <Checkbox.Group
          label="Notify"
          value={field.value.map(String)}
          onChange={(v) => field.onChange(v.map(Number))}
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
      )}
    </BuilderSection>
  );
}
