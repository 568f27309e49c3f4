import { Group, Table, Text } from '@mantine/core';
import { CopyValueButton } from '@/components/CopyValueButton';

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** A record's `meta` as key and value rows, every value as text and copyable. */
export function ScoreMetaTable({ meta }: { meta: Record<string, unknown> | null | undefined }) {
  const rows = Object.entries(meta ?? {});
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No metadata.
      </Text>
    );
  return (
    <Table withTableBorder layout="fixed" aria-label="Metadata">
      <Table.Tbody>
        {rows.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th w="35%" scope="row">
              <Text size="sm" truncate title={key}>
                {key}
              </Text>
            </Table.Th>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" ff="monospace" truncate title={show(value)}>
                  {show(value)}
                </Text>
                <CopyValueButton value={show(value)} label={`Copy ${key}`} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
