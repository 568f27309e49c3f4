import { Checkbox, Group, Select, Text } from '@mantine/core';
import { useController } from 'react-hook-form';
import type { AnyControl } from '@/components/form/fields';
import { NetworkSchema } from '@/api/network/schemas';
import { NetworkIcon } from '@/components/NetworkBadge';
import { NETWORK_SELECT_DATA } from '@/lib/networks';
import type { ContractFormOutput, ContractFormValues } from './contract-form';

/** All 32 networks, searchable, grouped Mainnets / Testnets, each with its icon. */
export function NetworkField({
  control,
}: {
  control: AnyControl<ContractFormValues, ContractFormOutput>;
}) {
  const { field, fieldState } = useController({ control, name: 'chainUid' });
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label="Network"
      required
      placeholder="Search 32 networks"
      data={NETWORK_SELECT_DATA}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(v) => field.onChange(NetworkSchema.safeParse(v).data ?? null)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      searchable
      nothingFoundMessage="No network by that name"
      maxDropdownHeight={320}
      renderOption={({ option }) => {
        const n = NetworkSchema.safeParse(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            {n.success && <NetworkIcon network={n.data} size={18} />}
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

export function AmlField({
  control,
}: {
  control: AnyControl<ContractFormValues, ContractFormOutput>;
}) {
  const { field } = useController({ control, name: 'amlRequired' });
  return (
    <Checkbox
      ref={field.ref}
      mt={22}
      label="AML required"
      description="Screen counterparties with the AML detector"
      checked={field.value === true}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}
