import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { formValues, type ConfigField } from './config-form';
import { rowNoun } from './config-messages';
import { ConfigFields } from './ConfigFields';

type ListField = Extract<ConfigField, { kind: 'objectList' }>;

/** The array's own message (minItems), not its items' (those show on their inputs). */
function ownMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if ('root' in error && typeof error.root === 'object' && error.root && 'message' in error.root)
    return typeof error.root.message === 'string' ? error.root.message : undefined;
  return undefined;
}

function errorAt(errors: unknown, path: string): unknown {
  let at: unknown = errors;
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** An array of objects: one card per row, each with its fields; add, remove and reorder. */
export function ObjectListField({
  field,
  path,
  editing,
}: {
  field: ListField;
  path: string;
  editing: boolean;
}) {
  const { control } = useFormContext();
  const { fields: rows, append, remove, move } = useFieldArray({ control, name: path });
  const { errors } = useFormState({ control, name: path });
  const error = ownMessage(errorAt(errors, path));
  const singular = rowNoun(field.title);
  const noun = singular.toLowerCase();
  return (
    <Input.Wrapper
      // The error summary's link to the list lands on its first control (focusField).
      data-field={path}
      label={field.title}
      description={field.description || undefined}
      withAsterisk={field.required}
      error={error}
      errorProps={{ id: `${path}-error` }}
    >
      <Stack gap="sm" mt={6}>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {`No ${noun} yet.`}
          </Text>
        )}
        {rows.map((row, i) => (
          <Paper
            key={row.id}
            withBorder
            p="sm"
            component="fieldset"
            aria-label={`${singular} ${i + 1}`}
          >
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={600}>{`${singular} ${i + 1}`}</Text>
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${noun} ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${noun} ${i + 1} down`}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${noun} ${i + 1}`}
                  onClick={() => remove(i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            <ConfigFields fields={field.fields} path={`${path}.${i}`} editing={editing} />
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            // With no row yet, the list's refusal ("needs at least 1 item") is read with it.
            aria-describedby={error ? `${path}-error` : undefined}
            onClick={() => append(formValues(field.fields, {}, false))}
          >
            {`Add ${noun}`}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
