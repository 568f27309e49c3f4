import { Stack, Text, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  TX_FIELDS,
  abiMembers,
  callableAbi,
  type TriggerContract,
} from '@/api/rules/trigger-config';
import { SelectField } from '@/components/form/fields';
import { AnchorLink } from '@/components/links';
import { ConditionRows } from './ConditionRows';
import type { TriggerFormValues } from './trigger-values';

const TX_OPTIONS = Object.entries(TX_FIELDS).map(([name, type]) => ({ name, type }));

/** EVENT_EMITTED / FUNCTION_CALL: pick from the contract's ABI, then conditions on arguments. */
export function MemberFields({ contract }: { contract: TriggerContract | undefined }) {
  const { control, setValue } = useFormContext<TriggerFormValues>();
  const [type, funcName] = useWatch({ control, name: ['type', 'funcName'] });
  const kind = type === 'FUNCTION_CALL' ? 'function' : 'event';
  const abi = contract ? callableAbi(contract) : [];
  const members = abiMembers(abi, kind);
  // The config names the member only: overloads share one entry.
  const unique = members.filter((m, i) => members.findIndex((x) => x.name === m.name) === i);
  const member = unique.find((m) => m.name === funcName);
  return (
    <Stack gap="md">
      <SelectField
        control={control}
        name="funcName"
        label={kind === 'event' ? 'Event' : 'Function'}
        required
        searchable
        placeholder={
          !contract
            ? 'Choose a contract first'
            : abi.length === 0
              ? 'The contract has no ABI yet'
              : unique.length === 0
                ? `Its ABI has no ${kind}s`
                : `Choose a${kind === 'event' ? 'n event' : ' function'}`
        }
        data={unique.map((m) => ({
          value: m.name,
          label: `${m.name}(${m.inputs.map((p) => `${p.type} ${p.name}`.trim()).join(', ')})`,
        }))}
        nothingFoundMessage={`No ${kind} matches`}
        description={`From the contract's ABI (a proxy's implementation first)`}
        onOptionSubmit={() => setValue('conditions', [], { shouldDirty: true })}
      />
      {contract && abi.length === 0 && (
        <Text size="sm">
          {`Without an ABI there is no ${kind} to pick. `}
          <AnchorLink
            to="/contracts/$contractId/edit"
            params={{ contractId: contract.id }}
            hash="abi"
          >
            Add the contract's ABI
          </AnchorLink>
          {', then come back to this trigger.'}
        </Text>
      )}
      <Stack gap={4}>
        <Title order={3} size="h6">
          {kind === 'event' ? 'Argument conditions' : 'Input conditions'}
        </Title>
        <ConditionRows
          name="conditions"
          fields={member?.inputs ?? []}
          noun="Condition"
          addLabel="Add condition"
          empty={
            member
              ? `Every ${kind === 'event' ? 'emission' : 'call'} matches; add a condition to narrow it.`
              : `Choose the ${kind} to compare its arguments.`
          }
        />
      </Stack>
      {type === 'EVENT_EMITTED' && (
        <Stack gap={4}>
          <Title order={3} size="h6">
            Transaction conditions (optional)
          </Title>
          <Text size="xs" c="dimmed">
            Compare the transaction that emitted the event: its value in wei, sender, gas …
          </Text>
          <ConditionRows
            name="txConditions"
            fields={TX_OPTIONS}
            noun="Transaction condition"
            addLabel="Add transaction condition"
            empty="No condition on the transaction."
          />
        </Stack>
      )}
    </Stack>
  );
}
