import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useRunAction } from '@/api/action/queries';
import { SeverityLevelSchema, type Action, type RunActionResult } from '@/api/action/schemas';
import { contractQueries } from '@/api/contract/queries';
import { FormModal } from '@/components/form/FormModal';
import { FormShell } from '@/components/form/FormShell';
import { SelectField, TextField, TextareaField } from '@/components/form/fields';
import { useResourceForm } from '@/components/form/use-resource-form';
import { contractLabel } from '@/lib/contract-directory';
import { networkInfo } from '@/api/rules/networks';
import { paramLabels } from '../builder/action-form';
import { ParamInput } from '../ParamInput';
import { RunResult } from './RunResult';
import { RunFormSchema, runDefaults } from './run-action-form';

interface Props {
  action: Action;
  opened: boolean;
  onClose: () => void;
}

/** Manual run: a real transaction, so the dialog says so and wants an explicit confirmation. */
export function RunActionDialog({ opened, ...rest }: Props) {
  // A fresh form each time the dialog opens.
  return opened ? <RunForm {...rest} /> : null;
}

const LABELS = { severityLevel: 'Severity level', params: 'Parameter' };

function RunForm({ action, onClose }: Omit<Props, 'opened'>) {
  const run = useRunAction();
  const [defaults] = useState(() => runDefaults(action));
  const [result, setResult] = useState<RunActionResult | null>(null);
  const kit = useResourceForm(RunFormSchema, {
    defaultValues: defaults,
    labels: { ...LABELS, ...paramLabels(defaults.params) },
    // A service error on a parameter's name belongs to the value the user can edit.
    mapPath: (p) => p.replace(/^params\.(\d+)\.name$/, 'params.$1.value'),
  });
  const { control } = kit.form;
  const confirm = useController({ control, name: 'confirmed' });
  const { data: wallet } = useQuery(contractQueries.detail(action.walletId));
  const walletName = contractLabel(wallet, action.walletId);
  const network = wallet ? networkInfo(wallet.chainUid).name : 'its network';

  return (
    <FormModal
      opened
      title={`Run “${action.name}” now`}
      hasEdits={() => result === null && kit.hasEdits()}
      busy={run.isPending}
      onClose={onClose}
    >
      {(requestClose) =>
        result ? (
          <Stack>
            <RunResult result={result} />
            <Group justify="flex-end">
              <Button onClick={onClose}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <FormShell
            kit={kit}
            inDialog
            label="Run action"
            submitLabel="Send transaction"
            failure="Not sent"
            onCancel={requestClose}
            submitDisabled={!confirm.field.value}
            onSubmit={kit.submit(
              (body) => run.mutateAsync({ params: { id: action.id }, body }),
              setResult,
            )}
          >
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle />}
              title="This sends a transaction"
            >
              {`${walletName} signs and sends ${action.funcSignature} on ${network}. It cannot be undone and costs gas.`}
            </Alert>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                control={control}
                name="severityLevel"
                label="Severity level"
                description="Of the alert this run stands for: the service asks for one"
                data={SeverityLevelSchema.options}
                placeholder="Choose…"
                required
              />
              <TextField
                control={control}
                name="gasLimit"
                label="Gas limit"
                placeholder={String(action.gasLimit ?? '')}
                description="Leave empty for the action's"
              />
              <TextField
                control={control}
                name="gasPrice"
                label="Gas price"
                placeholder={action.gasPrice ?? 'market'}
                description="market, wei, 1.5 gwei or +10%"
              />
              <TextField
                control={control}
                name="gasTip"
                label="Gas tip"
                placeholder={action.gasTip || 'none'}
                description="wei, 1.5 gwei or +10%"
              />
            </SimpleGrid>
            <TextareaField
              control={control}
              name="message"
              label="Message"
              description="The alert text this run stands for (optional)"
              autosize
              minRows={2}
            />
            {defaults.params.map((p, i) => (
              <ParamInput
                key={p.name}
                control={control}
                name={`params.${i}.value`}
                param={p.name}
                input={p.input}
              />
            ))}
            <Checkbox
              label={`I understand that this sends a transaction from ${walletName} now`}
              checked={confirm.field.value}
              onChange={(e) => confirm.field.onChange(e.currentTarget.checked)}
              error={kit.form.formState.isSubmitted ? confirm.fieldState.error?.message : undefined}
            />
            <Text size="xs" c="dimmed">
              Parameters above start from the action&apos;s own values; edit them for this run only.
            </Text>
          </FormShell>
        )
      }
    </FormModal>
  );
}
