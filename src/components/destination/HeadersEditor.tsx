import { ActionIcon, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '@/components/form/fields';
import type { DestinationFormValues } from './destination-form';

/** One header: a name and a value; a stored value is never shown, only replaced. */
function HeaderRowInputs({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext<DestinationFormValues>();
  const [name, saved] = useWatch({
    control,
    name: [`headers.${index}.name`, `headers.${index}.savedName`],
  });
  const label = name || `header ${index + 1}`;
  return (
    <Group align="flex-start" wrap="nowrap" gap="xs">
      {/* The form kit's fields: their errors in the user's words, shown as every field's are. */}
      <TextField
        control={control}
        name={`headers.${index}.name`}
        aria-label={`Header ${index + 1} name`}
        placeholder="X-Api-Key"
        flex={1}
        autoComplete="off"
      />
      <TextField
        control={control}
        name={`headers.${index}.value`}
        aria-label={`Header ${index + 1} value`}
        placeholder={saved ? '•••••••• saved (type to replace)' : 'value'}
        flex={2}
        autoComplete="off"
        spellCheck={false}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        mt={2}
        onClick={onRemove}
        aria-label={`Remove ${label}`}
        title="Remove header"
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** The webhook's headers as key/value rows; saved values stay masked (row 91). */
export function HeadersEditor() {
  const { control } = useFormContext<DestinationFormValues>();
  const rows = useFieldArray({ control, name: 'headers' });
  const anySaved = rows.fields.some((f) => f.savedName);
  return (
    <Stack gap="xs" role="group" aria-labelledby="headers-label">
      {/* Labelled as every field is (it read lighter than "Method" above it). */}
      <Input.Label id="headers-label" component="div">
        Headers
      </Input.Label>
      <Text size="xs" c="dimmed">
        {anySaved
          ? 'Sent with every delivery (for example an API key). Saved values are never shown again; leave one empty to keep it.'
          : 'Sent with every delivery (for example an API key). Once saved, a value is never shown again.'}
      </Text>
      {rows.fields.map((f, i) => (
        <HeaderRowInputs key={f.id} index={i} onRemove={() => rows.remove(i)} />
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => rows.append({ name: '', value: '' })}
        >
          Add header
        </Button>
      </Group>
    </Stack>
  );
}
