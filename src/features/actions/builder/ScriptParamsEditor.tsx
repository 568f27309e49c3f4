import { Badge, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { ActionFormValues } from './action-form';
import { ScriptField } from './ScriptField';

interface Props {
  kind: 'detectors' | 'triggerAlerts';
  index: number;
  /** "detector binding 1" — names the editors for screen readers. */
  what: string;
}

function ScriptParamRow({ kind, index, name, type, what }: Props & { name: string; type: string }) {
  const { control } = useFormContext<ActionFormValues>();
  const custom = useController({ control, name: `${kind}.${index}.scriptParams.${name}.custom` });
  return (
    <Table.Tr>
      <Table.Td w="28%">
        <Group gap={6} wrap="nowrap">
          <Text size="sm" ff="monospace">
            {name}
          </Text>
          <Badge size="xs" variant="light" tt="none">
            {type}
          </Badge>
        </Group>
      </Table.Td>
      <Table.Td w={180}>
        <SegmentedControl
          size="xs"
          aria-label={`Value of ${name} for ${what}`}
          data={[
            { value: 'default', label: 'Default' },
            { value: 'script', label: 'Script' },
          ]}
          value={custom.field.value ? 'script' : 'default'}
          onChange={(v) => custom.field.onChange(v === 'script')}
        />
      </Table.Td>
      <Table.Td>
        {custom.field.value ? (
          <ScriptField
            name={`${kind}.${index}.scriptParams.${name}.script`}
            label={`Script for ${name} of ${what}`}
            singleLine
            placeholder="// for example: e.getFrom()"
          />
        ) : (
          <Text size="sm" c="dimmed">
            The action&apos;s value
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** scriptParams: per input of the function, the action's value or a one-line Groovy expression. */
export function ScriptParamsEditor({ kind, index, what }: Props) {
  const { control } = useFormContext<ActionFormValues>();
  const params = useWatch({ control, name: 'params' });
  if (params.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Choose a function with parameters to compute them from the alert.
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Parameters for this binding
      </Text>
      <Text size="xs" c="dimmed">
        A script computes the value from the alert when it fires; default uses the value set above.
      </Text>
      <Table layout="fixed" verticalSpacing={6} aria-label={`Parameter scripts of ${what}`}>
        <Table.Tbody>
          {params.map((p) => (
            <ScriptParamRow
              key={p.name}
              kind={kind}
              index={index}
              what={what}
              name={p.name}
              type={p.input.type}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
