import { Alert, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AbiFunction } from 'abitype';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { contractQueries } from '@/api/contract/queries';
import { callableFunctions, canonicalSignature, shortSignature } from '@/lib/abi';
import type { ActionFormValues } from './action-form';
import { BuilderSection } from './BuilderSection';
import { paramRowsFor, scriptParamsFor, sortForPicker } from '../function-options';
import { ParamInput } from '../ParamInput';

const MUTABILITY_COLOR: Record<string, string> = { payable: 'orange', nonpayable: 'blue' };

/** Step 3: the function (write functions first) and one typed field per input. */
export function FunctionSection() {
  const { control, setValue, getValues, getFieldState, formState } =
    useFormContext<ActionFormValues>();
  const contractId = useWatch({ control, name: 'contractId' });
  const params = useWatch({ control, name: 'params' });
  const { field, fieldState } = useController({ control, name: 'funcSignature' });
  const contract = useQuery({
    ...contractQueries.detail(contractId ?? 0),
    enabled: contractId !== null,
  });
  const fns = contract.data ? callableFunctions(contract.data) : [];
  const { write, read } = sortForPicker(fns);
  const bySig = new Map(fns.map((f) => [canonicalSignature(f), f]));
  const item = (f: AbiFunction, disabled: boolean) => ({
    value: canonicalSignature(f),
    label: shortSignature(f),
    disabled,
  });
  const pick = (sig: string | null) => {
    const fn = sig ? bySig.get(sig) : undefined;
    const rows = fn ? paramRowsFor(fn, getValues('params')) : [];
    field.onChange(sig ?? '');
    setValue('params', rows, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    for (const kind of ['detectors', 'triggerAlerts'] as const) {
      getValues(kind).forEach((b, i) =>
        setValue(`${kind}.${i}.scriptParams`, scriptParamsFor(rows, b.scriptParams), {
          shouldDirty: true,
        }),
      );
    }
  };
  const paramsError = getFieldState('params', formState).error?.message;
  const proxy = Boolean(contract.data?.implementation && contract.data.implAbi);

  return (
    <BuilderSection
      id="step-function"
      step={3}
      title="Function and parameters"
      description={
        proxy
          ? "This contract is a proxy: the implementation's functions come first."
          : 'Functions that change state come first; read-only ones cannot be actions.'
      }
    >
      {contractId !== null && contract.isSuccess && fns.length === 0 && (
        <Alert color="orange" variant="light" title="No ABI">
          This contract has no ABI yet: add or fetch one under Contracts & wallets first.
        </Alert>
      )}
      <Select
        ref={field.ref}
        name={field.name}
        label="Function"
        required
        searchable
        placeholder={
          contractId === null
            ? 'Choose a contract first'
            : contract.isPending
              ? 'Loading the ABI…'
              : 'Search by name'
        }
        disabled={contractId === null}
        data={[
          { group: 'Write functions', items: write.map((f) => item(f, false)) },
          { group: 'Read-only (cannot be an action)', items: read.map((f) => item(f, true)) },
        ]}
        value={field.value || null}
        onChange={pick}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
        nothingFoundMessage="No function matches"
        maxDropdownHeight={320}
        renderOption={({ option }) => {
          const f = bySig.get(option.value);
          return (
            <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
              <Text size="sm" ff="monospace">
                {option.label}
              </Text>
              {f && (
                <Badge
                  size="xs"
                  variant="light"
                  color={MUTABILITY_COLOR[f.stateMutability] ?? 'gray'}
                  tt="none"
                >
                  {f.stateMutability}
                </Badge>
              )}
            </Group>
          );
        }}
      />
      {field.value && (
        <Text size="xs" c="dimmed">
          funcSignature:{' '}
          <Text span ff="monospace">
            {field.value}
          </Text>
        </Text>
      )}
      {paramsError && (
        <Text size="sm" c="red" role="alert">
          {paramsError}
        </Text>
      )}
      {params.length > 0 && (
        <Stack gap="sm">
          {params.map((p, i) => (
            <ParamInput
              key={`${field.value}-${p.name}`}
              control={control}
              name={`params.${i}.value`}
              param={p.name}
              input={p.input}
            />
          ))}
        </Stack>
      )}
      {field.value && params.length === 0 && (
        <Text size="sm" c="dimmed">
          This function takes no parameters.
        </Text>
      )}
    </BuilderSection>
  );
}
