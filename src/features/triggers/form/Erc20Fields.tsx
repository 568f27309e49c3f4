import {
  Button,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { Contract } from '@/api/contract/schemas';
import { abiMembers, callableAbi } from '@/api/rules/trigger-config';
import { SelectField, TextField } from '@/components/form/fields';
import { ConditionRows } from './ConditionRows';
import { knownDecimals, toRawAmount } from '@/lib/token-amount';
import { MONO_INPUT } from '@/components/inline-styles';
import type { TriggerFormValues } from './trigger-values';

const DIRECTIONS = [
  { value: 'any', label: 'Any direction' },
  { value: 'from', label: 'Sent from' },
  { value: 'to', label: 'Sent to' },
];
const AMOUNT_OPERATORS = [
  { value: '>=', label: '≥ at least' },
  { value: '>', label: '> more than' },
  { value: '=', label: '= exactly' },
  { value: '<', label: '< less than' },
  { value: '<=', label: '≤ at most' },
];

/** ERC20_TRANSFER: the token, a direction relative to an address, and an amount in tokens. */
export function Erc20Fields({ contract }: { contract: Contract | undefined }) {
  const { control, setValue, getFieldState } = useFormContext<TriggerFormValues>();
  const direction = useController({ control, name: 'direction' });
  const [token, amount, decimals] = useWatch({ control, name: ['token', 'amount', 'decimals'] });
  const raw = amount.trim() ? toRawAmount(amount, Number(decimals)) : undefined;
  // The decimals follow the token however it is set (typed, pasted, the contract's own), until
  // the user types their own: 18 left under a USDC address read 250000 as 10^12 times too much.
  useEffect(() => {
    if (getFieldState('decimals').isDirty) return;
    const known = String(knownDecimals(token));
    if (known !== decimals) setValue('decimals', known, { shouldValidate: true });
  }, [token, decimals, getFieldState, setValue]);
  const transfer = contract
    ? abiMembers(callableAbi(contract), 'event').find((m) => m.name === 'Transfer')
    : undefined;
  const extra = (transfer?.inputs ?? []).filter((p) => !['from', 'to', 'value'].includes(p.name));
  return (
    <Stack gap="md">
      <TextField
        control={control}
        name="token"
        label="Token address"
        required
        placeholder="0x…"
        description="The ERC-20 token whose Transfer events are watched"
        styles={MONO_INPUT}
      />
      {contract && !token && (
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setValue('token', contract.address, { shouldDirty: true, shouldValidate: true });
            }}
          >
            Use the contract’s own address
          </Button>
        </Group>
      )}
      <Input.Wrapper label="Direction" labelElement="div">
        <SegmentedControl
          aria-label="Direction"
          data={DIRECTIONS}
          value={direction.field.value}
          onChange={direction.field.onChange}
          mt={4}
          fullWidth
          maw={420}
        />
      </Input.Wrapper>
      {direction.field.value !== 'any' && (
        <TextField
          control={control}
          name="counterparty"
          label={direction.field.value === 'from' ? 'Sender address' : 'Recipient address'}
          required
          placeholder="0x…"
          styles={MONO_INPUT}
        />
      )}
      <Stack gap={4}>
        <Title order={3} size="h6">
          Amount (optional)
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField
            control={control}
            name="amountOperator"
            label="Amount is"
            data={AMOUNT_OPERATORS}
            allowDeselect={false}
          />
          <TextField
            control={control}
            name="amount"
            label="Amount in tokens"
            placeholder="e.g. 250000 or 2.5"
            inputMode="decimal"
          />
          <TextField control={control} name="decimals" label="Token decimals" inputMode="numeric" />
        </SimpleGrid>
        <Text size="xs" c="dimmed" aria-live="polite">
          {`${raw ? `Sent to the service as ${raw} raw units.` : amount.trim() ? 'Not an amount yet: nothing is sent until it reads as one.' : 'Any amount.'} Decimals: 6 for USDC and USDT, 18 for most tokens.`}
        </Text>
      </Stack>
      {extra.length > 0 && (
        <ConditionRows
          name="conditions"
          fields={extra}
          noun="Condition"
          addLabel="Add condition"
          empty="No other condition on the Transfer event."
        />
      )}
    </Stack>
  );
}
