import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FetchedContract } from '@/api/contract/schemas';
import { NetworkSchema } from '@/api/network/schemas';
import { FormErrorSummary } from '@/components/form/FormErrorSummary';
import { SelectField, TagsField, TextField } from '@/components/form/fields';
import { UnsavedChangesGuard } from '@/components/form/UnsavedChangesGuard';
import { networkHasAbis } from '@/lib/networks';
import { AbiField } from './AbiField';
import { AmlField, NetworkField } from './ContractFormFields';
import { ADDRESS_TYPE_LABELS, projectPickerQuery } from './ContractsToolbar';
import { ContractFormSchema, formField, type ContractFormValues } from './contract-form';
import classes from './ContractForm.module.css';
import { FetchPanel } from './FetchPanel';
import { useServiceSubmit } from '@/components/form/use-service-submit';
import { IconUrlField } from '@/components/form/IconUrlField';

interface Props {
  defaultValues: ContractFormValues;
  submitLabel: string;
  /** Saves; `fetchedAbi` is the text a fetch put in (sent without an override). */
  onSubmit: (
    values: ContractFormValues,
    fetchedAbi: string | null,
    allowLeave: () => void,
  ) => Promise<unknown>;
  onCancel: () => void;
}

export function ContractForm({ defaultValues, submitLabel, onSubmit, onCancel }: Props) {
  const leaving = useRef(false);
  const form = useForm<ContractFormValues>({
    resolver: zodResolver(ContractFormSchema),
    defaultValues,
    mode: 'onChange',
  });
  const { control, handleSubmit, setValue, formState, watch } = form;
  const projects = useQuery(projectPickerQuery);
  const { submitError, clientErrors, run } = useServiceSubmit(form, formField);
  const [fetchedAbi, setFetchedAbi] = useState<string | null>(null);
  const [network, address, addressType, abi] = watch(['chainUid', 'address', 'addressType', 'abi']);
  const chain = NetworkSchema.safeParse(network).data ?? null;
  const isContract = addressType === 'CONTRACT';

  const useFetched = (f: FetchedContract) => {
    const opts = { shouldDirty: true, shouldValidate: true } as const;
    if (f.contractAddress) setValue('address', f.contractAddress, opts);
    setValue('implementation', f.implementation ?? '', opts);
    const text = f.abi?.length ? JSON.stringify(f.abi, null, 2) : '';
    setFetchedAbi(text || null);
    setValue('abi', text, opts);
    setValue('addressType', 'CONTRACT', opts);
  };

  const submit = handleSubmit((values) =>
    run(() =>
      onSubmit(values, fetchedAbi, () => {
        leaving.current = true;
      }),
    ),
  );

  const projectData = (projects.data?.data ?? []).map((p) => ({
    value: String(p.id),
    label: p.name,
  }));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Contract or wallet">
      <UnsavedChangesGuard when={formState.isDirty} leaving={leaving} />
      <Stack gap="md" maw={860}>
        <FormErrorSummary error={submitError} clientErrors={submitError ? [] : clientErrors} />
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Where it lives
            </Title>
            <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
              <SelectField
                control={control}
                name="projectId"
                label="Project"
                withAsterisk
                placeholder={projects.isPending ? 'Loading projects…' : 'Choose a project'}
                data={projectData}
                searchable
                w={{ base: '100%', sm: 280 }}
              />
              <NetworkField control={control} />
            </Group>
            <TextField
              control={control}
              name="address"
              label="Address"
              withAsterisk
              placeholder={chain && !networkHasAbis(chain) ? 'The account address' : '0x…'}
              description="Checked for the network's format; EVM mixed case must match its EIP-55 checksum"
              classNames={{ input: classes.monoInput }}
              autoComplete="off"
              spellCheck={false}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="address-type-label">
                Address type
              </Text>
              <SegmentedControl
                aria-labelledby="address-type-label"
                value={addressType}
                onChange={(v) =>
                  setValue('addressType', v === 'WALLET' || v === 'ENTITY' ? v : 'CONTRACT', {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
                data={(['CONTRACT', 'WALLET', 'ENTITY'] as const).map((t) => ({
                  value: t,
                  label: ADDRESS_TYPE_LABELS[t],
                }))}
                w={{ base: '100%', sm: 320 }}
              />
            </Stack>
            {isContract && <FetchPanel network={chain} address={address} onUse={useFetched} />}
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              About it
            </Title>
            <Group align="flex-start" grow wrap="wrap">
              <TextField control={control} name="name" label="Name" placeholder="USD Coin" />
              <TextField
                control={control}
                name="category"
                label="Category"
                placeholder="Stablecoin"
              />
            </Group>
            <TagsField
              control={control}
              name="tags"
              label="Tags"
              description="Press Enter after each tag"
              placeholder="defi, erc20"
              clearable
            />
            <IconUrlField control={control} name="icon" />
            <Group gap="xl" align="center">
              <SelectField
                control={control}
                name="status"
                label="Status"
                data={['ACTIVE', 'DISABLED']}
                allowDeselect={false}
                w={160}
              />
              <AmlField control={control} />
            </Group>
          </Stack>
        </Paper>
        {isContract && (
          <Paper withBorder p="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                Interface
              </Title>
              <TextField
                control={control}
                name="implementation"
                label="Implementation address"
                description="Set for a proxy: the contract its calls are delegated to"
                classNames={{ input: classes.monoInput }}
                autoComplete="off"
              />
              <AbiField
                control={control}
                fetchedText={fetchedAbi !== null && fetchedAbi === abi ? fetchedAbi : null}
              />
            </Stack>
          </Paper>
        )}
        <Group>
          <Button type="submit" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
