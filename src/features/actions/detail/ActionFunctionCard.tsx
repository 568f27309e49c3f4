import { memo } from 'react';
import { Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Action } from '@/api/action/schemas';
import { humanSignature } from '@/lib/abi';
import { toAbiFunction } from '@/lib/abi';
import { inputName } from '../function-options';
import { MONO } from '@/components/inline-styles';
import {
  PlainTable,
  PlainTbody,
  PlainTd,
  PlainTh,
  PlainThead,
  PlainTr,
} from '@/components/plain/PlainTable';

/** The called function as its signature, with each input's type and the action's value. */
export const ActionFunctionCard = memo(function ActionFunctionCard({ action }: { action: Action }) {
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
          <PlainTable withTableBorder layout="fixed" aria-label="Parameters">
            <PlainThead>
              <PlainTr>
                <PlainTh style={{ width: '25%' }}>Input</PlainTh>
                <PlainTh style={{ width: '20%' }}>Type</PlainTh>
                <PlainTh>Value</PlainTh>
              </PlainTr>
            </PlainThead>
            <PlainTbody>
              {fn.inputs.map((input, i) => {
                const name = inputName(fn, i);
                const value = values.get(name);
                return (
                  <PlainTr key={name}>
                    <PlainTd>{name}</PlainTd>
                    <PlainTd style={MONO}>{input.type}</PlainTd>
                    <PlainTd style={{ ...MONO, wordBreak: 'break-all' }}>
                      {value ?? (
                        <Text span c="dimmed" size="sm">
                          not set
                        </Text>
                      )}
                    </PlainTd>
                  </PlainTr>
                );
              })}
            </PlainTbody>
          </PlainTable>
        ) : (
          <Text size="sm" c="dimmed">
            This function takes no parameters.
          </Text>
        )}
      </Stack>
    </Paper>
  );
});
