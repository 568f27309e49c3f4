import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FetchedContract } from '@/api/contract/schemas';
import type { AddressType } from '@/api/contract/enums';
import { NetworkSchema } from '@/api/network/schemas';
import { FormShell } from '@/components/form/FormShell';
import { SelectField, TagsField, TextField, StatusField } from '@/components/form/fields';
import { useResourceForm, type Freshness } from '@/components/form/use-resource-form';
import { addressFormat } from './address-format';
import { networkHasAbis } from '@/api/rules/networks';
import type { AbiJson } from '@/api/contract/schemas';
import { AbiField } from './AbiField';
import { AmlField, NetworkField } from './ContractFormFields';
import { projectQueries } from '@/api/project/queries';
import { ADDRESS_TYPE_LABELS } from '@/lib/contract-directory';
import {
  ContractFormSchema,
  formField,
  type ContractFormOutput,
  type ContractFormValues,
} from './contract-form';
import classes from './ContractForm.module.css';
import { ExistingAddressNote } from './ExistingAddressNote';
import { FetchPanel } from './FetchPanel';
import { IconUrlField } from '@/components/form/IconUrlField';

interface Props<R> {
  defaultValues: ContractFormValues;
  /** One label, or the label for the chosen address type ("Add wallet" for a wallet). */
  submitLabel: string | ((type: AddressType) => string);
  /** Saves; `fetchedAbi` is the text a fetch put in (sent without an override). */
  save: (values: ContractFormOutput, fetchedAbi: string | null) => Promise<R>;
  after: (result: R) => unknown;
  onCancel: () => void;
  freshness?: Freshness;
  /** The verified ABI the service keeps for the contract while the field is left empty. */
  verifiedAbi?: AbiJson | null;
  /** The record being edited (its own address is not a duplicate). */
  recordId?: number;
  /** Open on the ABI field (the ABI tab's "Paste an ABI"): it is far below the fold. */
  focusAbi?: boolean;
}

const LABELS = { projectId: 'Project', chainUid: 'Network', abi: 'ABI', amlRequired: 'AML' };

export function ContractForm<R>({
  defaultValues,
  submitLabel,
  save,
  after,
  onCancel,
  freshness,
  verifiedAbi,
  recordId,
  focusAbi = false,
}: Props<R>) {
  const kit = useResourceForm(ContractFormSchema, {
    defaultValues,
    labels: LABELS,
    mapPath: formField,
    freshness,
  });
  const { control, setValue, watch } = kit.form;
  useEffect(() => {
    if (focusAbi) kit.form.setFocus('abi');
  }, [focusAbi, kit.form]);
  const projects = useQuery(projectQueries.picker());
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

  const projectData = (projects.data?.data ?? []).map((p) => ({
    value: String(p.id),
    label: p.name,
  }));
  return (
    <FormShell
      kit={kit}
      onSubmit={kit.submit((values) => save(values, fetchedAbi), after)}
      label="Contract or wallet"
      submitLabel={typeof submitLabel === 'string' ? submitLabel : submitLabel(addressType)}
      onCancel={onCancel}
    >
      <Stack gap="md" maw={860}>
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
                required
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
              required
              placeholder={chain && !networkHasAbis(chain) ? 'The account address' : '0x…'}
              description={addressFormat(chain)}
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
            <ExistingAddressNote network={chain} address={address} exceptId={recordId} />
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
              <StatusField control={control} name="status" w={160} />
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
                verifiedAbi={verifiedAbi}
              />
            </Stack>
          </Paper>
        )}
      </Stack>
    </FormShell>
  );
}
