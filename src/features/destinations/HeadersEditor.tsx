import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import type { DestinationFormValues } from './destination-form';

/** One header: a name and a value; a stored value is never shown, only replaced. */
function HeaderRowInputs({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext<DestinationFormValues>();
  const name = useController({ control, name: `headers.${index}.name` });
  const value = useController({ control, name: `headers.${index}.value` });
  const saved = useController({ control, name: `headers.${index}.savedName` }).field.value;
  const label = name.field.value || `header ${index + 1}`;
  return (
    <Group align="flex-start" wrap="nowrap" gap="xs">
      <TextInput
        aria-label={`Header ${index + 1} name`}
        placeholder="X-Api-Key"
        value={name.field.value}
        onChange={(e) => name.field.onChange(e.currentTarget.value)}
        onBlur={name.field.onBlur}
        error={name.fieldState.error?.message}
        flex={1}
        autoComplete="off"
      />
      <TextInput
        aria-label={`Header ${index + 1} value`}
        placeholder={saved ? '•••••••• saved (type to replace)' : 'value'}
        value={value.field.value}
        onChange={(e) => value.field.onChange(e.currentTarget.value)}
        onBlur={value.field.onBlur}
        error={value.fieldState.error?.message}
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
  return (
    <Stack gap="xs" role="group" aria-labelledby="headers-label">
      <Text size="sm" fw={500} id="headers-label">
        Headers
      </Text>
      <Text size="xs" c="dimmed">
        Sent with every delivery (for example an API key). Saved values are never shown again; leave
        one empty to keep it.
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
