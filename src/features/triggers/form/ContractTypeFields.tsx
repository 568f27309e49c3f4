import { Select, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { contractQueries } from '@/api/contract/queries';
import type { Contract } from '@/api/contract/schemas';
import { projectQueries } from '@/api/project/queries';
import { contractSelectProps } from '@/components/contract-options';
import { SelectField, StatusField, TextField } from '@/components/form/fields';
import { errorShownOnceLeft } from '@/components/form/shown-errors';
import { ALL_CONTRACTS, isCallable } from '@/lib/contract-directory';
import {
  TRIGGER_TYPES,
  TYPE_LABELS,
  defaultTriggerName,
  type TriggerFormValues,
} from './trigger-values';
import { knownDecimals } from '@/lib/token-amount';

const TYPE_OPTIONS = TRIGGER_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

/** The contract (searchable, grouped by project), the trigger type, its name and status. */
export function ContractTypeFields({ contract }: { contract: Contract | undefined }) {
  const { control, setValue, getValues, formState, clearErrors } =
    useFormContext<TriggerFormValues>();
  const picked = useController({ control, name: 'contractId' });
  const type = useWatch({ control, name: 'type' });
  const funcName = useWatch({ control, name: 'funcName' });
  const directory = useQuery(contractQueries.list(ALL_CONTRACTS));
  const projects = useQuery(projectQueries.picker());
  const loading = directory.isPending || projects.isPending;
  const list = (directory.data?.data ?? []).filter(isCallable);
  const selectProps = contractSelectProps(list, {
    withAddress: true,
    selected: contract,
    projects: projects.data?.data ?? [],
  });
  const showError = errorShownOnceLeft(
    picked.fieldState.error,
    picked.fieldState.isTouched,
    formState.isSubmitted,
  );

  /**
   * Events, functions and the token belong to the old contract's ABI: start them afresh, with
   * their errors, and say so when something the user chose goes.
   */
  const contractChanged = (next: Contract | undefined) => {
    const had = getValues('funcName') !== '' || getValues('conditions').length > 0;
    setValue('funcName', '', { shouldDirty: true });
    setValue('conditions', [], { shouldDirty: true });
    clearErrors(['funcName', 'conditions']);
    if (had)
      notifications.show({
        color: 'blue',
        message:
          'The event or function and its conditions were cleared: they belong to the previous contract’s ABI.',
      });
    if (next && getValues('type') === 'ERC20_TRANSFER' && !getValues('token')) {
      setValue('token', next.address, { shouldDirty: true });
      setValue('decimals', String(knownDecimals(next.address)));
    }
  };

  return (
    <>
      <Select
        label="Contract"
        required
        searchable
        placeholder={loading ? 'Loading contracts…' : 'Choose the contract to watch'}
        // Typing into a list still on its way (or before its project groups arrive) would be
        // lost: the select clears its search when its options change.
        disabled={loading}
        nothingFoundMessage="No contract matches"
        {...selectProps}
        ref={picked.field.ref}
        name={picked.field.name}
        value={picked.field.value === null ? null : String(picked.field.value)}
        onBlur={picked.field.onBlur}
        error={showError ? picked.fieldState.error?.message : undefined}
        onChange={(v) => {
          const id = v ? Number(v) : null;
          picked.field.onChange(id);
          contractChanged(list.find((c) => c.id === id));
        }}
        description="Grouped by project; the rule reads this contract's ABI"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField
          control={control}
          name="type"
          label="Type"
          data={TYPE_OPTIONS}
          allowDeselect={false}
          required
        />
        <TextField
          control={control}
          name="name"
          label="Name"
          placeholder={`${defaultTriggerName(type, funcName)} (when left blank)`}
        />
        <StatusField control={control} name="status" w="auto" />
      </SimpleGrid>
    </>
  );
}
