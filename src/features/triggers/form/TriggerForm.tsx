import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { contractQueries } from '@/api/contract/queries';
import type { Contract } from '@/api/contract/schemas';
import type { CreateTrigger, Trigger } from '@/api/trigger/schemas';
import { FormShell } from '@/components/form/FormShell';
import { useResourceForm, type Freshness } from '@/components/form/use-resource-form';
import { AlertsSection } from './AlertsSection';
import { CallerListField } from './CallerListField';
import { ContractTypeFields } from './ContractTypeFields';
import { Erc20Fields } from './Erc20Fields';
import { MemberFields } from './MemberFields';
import { PresetPicker } from './PresetPicker';
import { buildConfig } from './trigger-config';
import { TRIGGER_FIELD_ORDER, triggerFormSchema } from './trigger-form';
import { formPathOf } from './trigger-problems';
import type { TriggerFormValues } from './trigger-values';

interface Props {
  initial: TriggerFormValues;
  submitLabel: string;
  save: (body: CreateTrigger) => Promise<Trigger>;
  after: (trigger: Trigger) => unknown;
  onCancel: () => void;
  freshness?: Freshness;
  /** Offer the recommended starting points (new triggers). */
  presets?: boolean;
}

const LABELS = {
  contractId: 'Contract',
  addresses: 'Addresses',
  counterparty: 'Address',
  amount: 'Amount',
  decimals: 'Token decimals',
  token: 'Token address',
  'conditions.name': 'Condition {1} › Compare',
  'conditions.operator': 'Condition {1} › Operator',
  'conditions.value': 'Condition {1} › Value',
  'txConditions.name': 'Transaction condition {1} › Compare',
  'txConditions.operator': 'Transaction condition {1} › Operator',
  'txConditions.value': 'Transaction condition {1} › Value',
  'alerts.name': 'Alert {1} › Alert name',
  'alerts.severity': 'Alert {1} › Severity',
  'alerts.message': 'Alert {1} › Message',
  'alerts.destinationIds': 'Alert {1} › Destinations',
};

/** Create and edit share this form: contract and type, the type's rule, then the alerts. */
export function TriggerForm({
  initial,
  submitLabel,
  save,
  after,
  onCancel,
  freshness,
  presets = false,
}: Props) {
  const chosen = useRef<Contract | undefined>(undefined);
  const schema = useMemo(
    () => triggerFormSchema((id) => (chosen.current?.id === id ? chosen.current : undefined)),
    [],
  );
  const current = useRef<() => TriggerFormValues>(() => initial);
  const kit = useResourceForm(schema, {
    defaultValues: initial,
    // The member as its field is labelled for the type (the type re-renders the form).
    labels: (v) => ({ ...LABELS, funcName: v.type === 'FUNCTION_CALL' ? 'Function' : 'Event' }),
    freshness,
    // The summary in the page's order: the rule's fields before the alerts (the type's rule
    // reported the event after them).
    order: TRIGGER_FIELD_ORDER,
    // The service names body paths (`config.params[1].value`): land them on what was typed.
    mapPath: (path) => formPathOf(path, buildConfig(current.current())),
  });
  const { control, getValues } = kit.form;
  current.current = getValues;
  const [contractId, type] = useWatch({ control, name: ['contractId', 'type'] });
  const detail = useQuery({
    ...contractQueries.detail(contractId ?? 0),
    enabled: contractId !== null,
  });
  const contract = detail.data?.id === contractId ? detail.data : undefined;
  chosen.current = contract;
  return (
    <FormShell
      kit={kit}
      onSubmit={kit.submit(save, after)}
      label="Trigger"
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Contract and rule
          </Title>
          <ContractTypeFields contract={contract} />
          {presets && <PresetPicker contract={contract} />}
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Configuration
          </Title>
          {type === 'FAILED_TRANSACTIONS' && (
            <Text size="sm">
              No configuration: every failed (reverted) transaction to the contract raises the
              alerts.
            </Text>
          )}
          {(type === 'BLACKLISTED_CALLERS' || type === 'WHITELISTED_CALLERS') && (
            <CallerListField />
          )}
          {type === 'ERC20_TRANSFER' && <Erc20Fields contract={contract} />}
          {(type === 'EVENT_EMITTED' || type === 'FUNCTION_CALL') && (
            <MemberFields contract={contract} />
          )}
        </Stack>
      </Paper>
      <AlertsSection />
    </FormShell>
  );
}
