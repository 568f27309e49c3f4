import { Badge, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Action } from '@/api/action/schemas';
import { humanSignature } from '@/lib/abi';
import classes from './ActionDetail.module.css';
import { inputName, toAbiFunction } from '../function-options';

/** The called function as its signature, with each input's type and the action's value. */
export function ActionFunctionCard({ action }: { action: Action }) {
  const fn = toAbiFunction(action.funcAbi);
  const values = new Map((action.params ?? []).map((p) => [p.name, p.value]));
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Function
          </Title>
          {fn && (
            <Badge variant="light" tt="none">
              {fn.stateMutability}
            </Badge>
          )}
        </Group>
        <Code block aria-label="Function signature">
          {fn ? humanSignature(fn) : action.funcSignature}
        </Code>
        <Text size="xs" c="dimmed">
          funcSignature <Code>{action.funcSignature}</Code>
        </Text>
        {fn && fn.inputs.length > 0 ? (
          <Table withTableBorder layout="fixed" aria-label="Parameters">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="25%">Input</Table.Th>
                <Table.Th w="20%">Type</Table.Th>
                <Table.Th>Value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fn.inputs.map((input, i) => {
                const name = inputName(fn, i);
                const value = values.get(name);
                return (
                  <Table.Tr key={name}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td ff="monospace">{input.type}</Table.Td>
                    <Table.Td ff="monospace" className={classes.breakAll}>
                      {value ?? (
                        <Text span c="dimmed" size="sm">
                          not set
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            This function takes no parameters.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
