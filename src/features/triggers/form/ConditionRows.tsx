import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { TRIGGER_OPERATORS } from '@/api/rules/trigger-config';
import { SelectField, TextField } from '@/components/form/fields';
import { solidityPlaceholder } from '@/lib/solidity-types';
import type { TriggerFormValues } from './trigger-values';

const OPERATOR_LABELS: Record<string, string> = {
  '=': '= equals',
  '==': '== equals',
  '!=': '≠ differs',
  '>': '> more than',
  '>=': '≥ at least',
  '<': '< less than',
  '<=': '≤ at most',
};
const ORDERING = new Set(['>', '>=', '<', '<=']);

/**
 * The operators a row offers: one equality (`=`; the vendor's `==` only for a row that holds it),
 * and no ordering for what has none (an address, a bool, bytes or a string) unless the row holds
 * one already.
 */
export function operatorsFor(type: string | undefined, current: string | undefined) {
  const ordered = !type || /^u?int\d*$/.test(type);
  return TRIGGER_OPERATORS.filter(
    (o) => o === current || (o !== '==' && (ordered || !ORDERING.has(o))),
  ).map((o) => ({ value: o, label: OPERATOR_LABELS[o] ?? o }));
}

interface Props {
  name: 'conditions' | 'txConditions';
  /** What can be compared, with its Solidity type (event arguments, transaction fields). */
  fields: { name: string; type: string }[];
  /** "Condition", "Transaction condition". */
  noun: string;
  addLabel: string;
  empty: string;
}

/** Argument conditions `{name, operator, value}`, each value typed by what it compares. */
export function ConditionRows({ name, fields, noun, addLabel, empty }: Props) {
  const { control } = useFormContext<TriggerFormValues>();
  const rows = useFieldArray({ control, name });
  const values = useWatch({ control, name });
  const typeOf = (n: string) => fields.find((f) => f.name === n)?.type;
  const options = fields.map((f) => ({
    value: f.name,
    label: `${f.name || '(unnamed)'} · ${f.type}`,
  }));
  return (
    <Stack gap="xs">
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {rows.fields.map((row, i) => {
        const type = typeOf(values[i]?.name ?? '');
        return (
          <Group
            key={row.id}
            role="group"
            aria-label={`${noun} ${i + 1}`}
            gap="xs"
            align="flex-start"
            wrap="wrap"
          >
            <SelectField
              control={control}
              name={`${name}.${i}.name`}
              label="Compare"
              data={options}
              allowDeselect={false}
              w={220}
            />
            <SelectField
              control={control}
              name={`${name}.${i}.operator`}
              label="Operator"
              data={operatorsFor(type, values[i]?.operator)}
              allowDeselect={false}
              w={150}
            />
            <TextField
              control={control}
              name={`${name}.${i}.value`}
              label="Value"
              // The type is in the Compare choice ('from · address'); a description here put the
              // input lower than the two selects beside it.
              placeholder={type ? solidityPlaceholder({ type }) : ''}
              miw={220}
              flex={1}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`}
              onClick={() => rows.remove(i)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={fields.length === 0}
          onClick={() => rows.append({ name: fields[0]?.name ?? '', operator: '=', value: '' })}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
