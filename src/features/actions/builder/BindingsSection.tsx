import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { emptyBinding, type ActionFormValues } from './action-form';
import { BindingCard } from './BindingCard';
import { BuilderSection } from './BuilderSection';
import { scriptParamsFor } from '../function-options';
import { bindingOptions, useBindingSources } from '../binding-sources';

/** Step 5: the detectors and trigger alerts that run the action, the contract's own first. */
export function BindingsSection() {
  const { control, getValues } = useFormContext<ActionFormValues>();
  const contractId = useWatch({ control, name: 'contractId' });
  const detectors = useFieldArray({ control, name: 'detectors' });
  const alerts = useFieldArray({ control, name: 'triggerAlerts' });
  const enabled = contractId !== null;
  const sources = useBindingSources(contractId);
  const detectorOptions = bindingOptions(sources.detectors, contractId, sources.contractName);
  const alertOptions = bindingOptions(sources.alerts, contractId, sources.contractName);
  /** New rows start with one "default" entry per input of the chosen function. */
  const fresh = () => ({ ...emptyBinding, scriptParams: scriptParamsFor(getValues('params')) });

  return (
    <BuilderSection
      id="step-bindings"
      step={5}
      title="When it runs"
      description="Bind detectors and trigger alerts, of this contract or any other. A filter decides per alert; parameter scripts compute values from it."
    >
      {!enabled && (
        <Text size="sm" c="dimmed">
          Choose a contract first: its detectors and trigger alerts are offered first here.
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
            network={sources.networkOf(contractId)}
            loading={sources.detectorsPending}
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
            network={sources.networkOf(contractId)}
            loading={sources.alertsPending}
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
