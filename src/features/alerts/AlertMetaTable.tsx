import { Group, Table, Text } from '@mantine/core';
import type { Network } from '@/api/network/schemas';
import { AddressText } from '@/components/AddressText';
import { CopyValueButton } from '@/components/CopyValueButton';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A metadata value as text: objects as JSON, nothing from data ever as markup. */
const textOf = (v: unknown): string =>
  typeof v === 'string' ? v : v === null || v === undefined ? '' : JSON.stringify(v);

/** The alert's metadata as a table: addresses linked to the explorer, every value copyable. */
export function AlertMetaTable({
  meta,
  network,
}: {
  meta: Record<string, unknown> | null | undefined;
  network: Network | undefined;
}) {
  const entries = Object.entries(meta ?? {});
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No metadata.
      </Text>
    );
  return (
    <Table withTableBorder layout="fixed" verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="35%">Key</Table.Th>
          <Table.Th>Value</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map(([key, value]) => {
          const text = textOf(value);
          return (
            <Table.Tr key={key}>
              <Table.Td>
                <Text size="sm" ff="monospace" truncate title={key}>
                  {key}
                </Text>
              </Table.Td>
              <Table.Td>
                {network && ADDRESS.test(text) ? (
                  <AddressText network={network} address={text} />
                ) : (
                  <Group gap={2} wrap="nowrap">
                    <Text size="sm" ff="monospace" truncate title={text}>
                      {text || '—'}
                    </Text>
                    {text && <CopyValueButton value={text} label={`Copy ${key}`} />}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
