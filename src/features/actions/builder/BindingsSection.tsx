import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { detectorQueries } from '@/api/detector/queries';
import { triggerQueries } from '@/api/trigger/queries';
import { emptyBinding, type ActionFormValues } from './action-form';
import { BindingCard } from './BindingCard';
import { BuilderSection } from './BuilderSection';
import { scriptParamsFor } from '../function-options';

/** Step 5: detectors and trigger alerts of the chosen contract that run the action. */
export function BindingsSection() {
  const { control, getValues } = useFormContext<ActionFormValues>();
  const contractId = useWatch({ control, name: 'contractId' });
  const detectors = useFieldArray({ control, name: 'detectors' });
  const alerts = useFieldArray({ control, name: 'triggerAlerts' });
  const enabled = contractId !== null;
  const detectorList = useQuery({ ...detectorQueries.ofContract(contractId ?? 0), enabled });
  const triggerList = useQuery({ ...triggerQueries.ofContract(contractId ?? 0), enabled });
  const detectorOptions = (detectorList.data?.data ?? []).map((d) => ({
    value: String(d.id),
    label: `${d.name}${d.status === 'DISABLED' ? ' (disabled)' : ''}`,
  }));
  const alertOptions = (triggerList.data?.data ?? []).flatMap((t) =>
    (t.alerts ?? []).map((a) => ({
      value: String(a.id),
      label: `${t.name} › ${a.name} (${a.severity ?? '—'})`,
    })),
  );
  /** New rows start with one "default" entry per input of the chosen function. */
  const fresh = () => ({ ...emptyBinding, scriptParams: scriptParamsFor(getValues('params')) });

  return (
    <BuilderSection
      id="step-bindings"
      step={5}
      title="When it runs"
      description="Bind detectors and trigger alerts of the contract. A filter decides per alert; parameter scripts compute values from it."
    >
      {!enabled && (
        <Text size="sm" c="dimmed">
          Choose a contract first: its detectors and trigger alerts are offered here.
        </Text>
      )}
      <Stack gap="sm">
        <Text fw={600} size="sm">
          Detectors
        </Text>
        {detectors.fields.map((f, i) => (
          <BindingCard
            key={f.id}
            kind="detectors"
            index={i}
            options={detectorOptions}
            loading={detectorList.isPending}
            onRemove={() => detectors.remove(i)}
          />
        ))}
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={!enabled}
          onClick={() => detectors.append({ ...fresh(), detectorId: null })}
          w="fit-content"
        >
          Add detector binding
        </Button>
      </Stack>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          Trigger alerts
        </Text>
        {alerts.fields.map((f, i) => (
          <BindingCard
            key={f.id}
            kind="triggerAlerts"
            index={i}
            options={alertOptions}
            loading={triggerList.isPending}
            onRemove={() => alerts.remove(i)}
          />
        ))}
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={!enabled}
          onClick={() => alerts.append({ ...fresh(), triggerAlertId: null })}
          w="fit-content"
        >
          Add trigger-alert binding
        </Button>
      </Stack>
    </BuilderSection>
  );
}
