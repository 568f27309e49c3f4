import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AlertEditor } from './AlertEditor';
import { newAlert, type TriggerFormValues } from './trigger-values';

/** The trigger's alerts as sub-records: each raised when the rule matches. */
export function AlertsSection() {
  const { control } = useFormContext<TriggerFormValues>();
  const alerts = useFieldArray({ control, name: 'alerts' });
  const values = useWatch({ control, name: 'alerts' });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Alerts
      </Title>
      <Text size="sm" c="dimmed">
        Each alert is raised when the rule matches and notifies its contacts. Actions are bound to
        alerts from the action builder.
      </Text>
      {alerts.fields.length === 0 && (
        <Text size="sm">No alert: a match is not reported to anyone.</Text>
      )}
      {alerts.fields.map((row, i) => (
        <AlertEditor
          key={row.id}
          index={i}
          isNew={(values[i]?.alertId ?? null) === null}
          onRemove={() => alerts.remove(i)}
        />
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => alerts.append(newAlert())}
        >
          Add alert
        </Button>
      </Group>
    </Stack>
  );
}
