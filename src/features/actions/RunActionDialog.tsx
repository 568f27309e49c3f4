import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useController, useForm, type FieldPath } from 'react-hook-form';
import { useRunAction } from '@/api/action/queries';
import { SeverityLevelSchema, type Action, type RunActionResult } from '@/api/action/schemas';
import type { Contract } from '@/api/contract/schemas';
import { FormErrorSummary } from '@/components/form/FormErrorSummary';
import { SelectField, TextField, TextareaField } from '@/components/form/fields';
import { networkInfo } from '@/lib/networks';
import { parseServiceErrors } from '@/lib/server-errors';
import { ParamInput } from './ParamInput';
import { RunResult } from './RunResult';
import { RunFormSchema, buildRunAction, runDefaults, type RunFormValues } from './run-action-form';
import { contractLabel } from './contract-directory';

interface Props {
  action: Action;
  wallet: Contract | undefined;
  opened: boolean;
  onClose: () => void;
}

/** Manual run: a real transaction, so the dialog says so and wants an explicit confirmation. */
export function RunActionDialog({ action, wallet, opened, onClose }: Props) {
  const run = useRunAction();
  const [defaults] = useState(() => runDefaults(action));
  const [result, setResult] = useState<RunActionResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<RunFormValues>({
    resolver: zodResolver(RunFormSchema),
    defaultValues: defaults,
    mode: 'onChange',
  });
  const { control, handleSubmit, setError: setFieldError, formState, reset } = form;
  const confirm = useController({ control, name: 'confirmed' });
  const close = () => {
    if (run.isPending) return;
    reset(defaults);
    setResult(null);
    setError(null);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      setResult(await run.mutateAsync({ params: { id: action.id }, body: buildRunAction(values) }));
    } catch (e) {
      for (const f of parseServiceErrors(e, (p) => /^(params|gas|severityLevel|message)/.test(p))) {
        const path = f.field?.replace(/^params\.(\d+)\.name$/, 'params.$1.value');
        if (path)
          setFieldError(path as FieldPath<RunFormValues>, { type: 'server', message: f.message });
      }
      setError(e);
    }
  });
  const walletName = contractLabel(wallet, action.walletId);
  const network = wallet ? networkInfo(wallet.chainUid).name : 'its network';

  return (
    <Modal opened={opened} onClose={close} title={`Run “${action.name}” now`} size="lg" centered>
      {result ? (
        <Stack>
          <RunResult result={result} />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Run action">
          <Stack>
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle />}
              title="This sends a transaction"
            >
              {`${walletName} signs and sends ${action.funcSignature} on ${network}. It cannot be undone and costs gas.`}
            </Alert>
            <FormErrorSummary error={error} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                control={control}
                name="severityLevel"
                label="Severity level"
                data={SeverityLevelSchema.options}
                placeholder="Choose…"
                withAsterisk
                required
              />
              <TextField
                control={control}
                name="gasLimit"
                label="Gas limit"
                placeholder={String(action.gasLimit ?? '')}
                description="Empty: the action's"
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
            <TextareaField control={control} name="message" label="Message" autosize minRows={2} />
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
              error={formState.isSubmitted ? confirm.fieldState.error?.message : undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={run.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={run.isPending} disabled={!confirm.field.value}>
                Send transaction
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              Parameters above start from the action&apos;s own values; edit them for this run only.
            </Text>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
