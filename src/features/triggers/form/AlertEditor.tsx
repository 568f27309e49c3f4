import {
  ActionIcon,
  Group,
  Input,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useController, useFormContext } from 'react-hook-form';
import { DestinationsField } from '@/components/form/DestinationsField';
import { StatusField, TextField, TextareaField } from '@/components/form/fields';
import { SEVERITY_COLORS, labelOfSeverityText } from '@/lib/severity';
import { SEVERITIES, type TriggerFormValues } from './trigger-values';

const SEVERITY_OPTIONS = SEVERITIES.map((s) => ({
  value: s,
  label: s.charAt(0) + s.slice(1).toLowerCase(),
}));

interface Props {
  index: number;
  /** A row added in this form (not yet stored): DEFAULT contacts start chosen. */
  isNew: boolean;
  onRemove: () => void;
}

/** One alert of the trigger: severity, name, message, who is notified. */
export function AlertEditor({ index, isNew, onRemove }: Props) {
  const { control } = useFormContext<TriggerFormValues>();
  const severity = useController({ control, name: `alerts.${index}.severity` });
  const label = `Alert ${index + 1}`;
  return (
    <Paper withBorder p="md" role="group" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{label}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove alert ${index + 1}`}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <Input.Wrapper label="Severity" labelElement="div">
          <SegmentedControl
            aria-label="Severity"
            data={SEVERITY_OPTIONS}
            value={severity.field.value}
            onChange={severity.field.onChange}
            // The chosen one in its severity's colour, as its badge reads: in dark mode the
            // default indicator was barely lighter than the rest.
            color={SEVERITY_COLORS[labelOfSeverityText(severity.field.value) ?? 'Info']}
            autoContrast
            mt={4}
            fullWidth
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={control}
            name={`alerts.${index}.name`}
            label="Alert name"
            required
            placeholder="e.g. Large outflow"
          />
          <StatusField control={control} name={`alerts.${index}.status`} w="auto" />
        </SimpleGrid>
        <TextareaField
          control={control}
          name={`alerts.${index}.message`}
          label="Message"
          description="What the notification says; {from}, {to}, {value}… are filled in from the event"
          autosize
          minRows={2}
        />
        <DestinationsField
          control={control}
          name={`alerts.${index}.destinationIds`}
          preselect={isNew}
        />
      </Stack>
    </Paper>
  );
}
