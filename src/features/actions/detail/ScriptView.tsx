import { Code, Stack, Table, Text } from '@mantine/core';
import { LazyCodeEditor } from '@/components/LazyCodeEditor';

interface Props {
  what: string;
  scriptFilter: string | null | undefined;
  scriptParams: Record<string, string> | null | undefined;
}

/** A binding's scripts, read-only, in the same editor the builder uses. */
export function ScriptView({ what, scriptFilter, scriptParams }: Props) {
  const params = Object.entries(scriptParams ?? {});
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Filter
      </Text>
      {scriptFilter == null ? (
        <Text size="sm" c="dimmed">
          None — runs every time {what} fires.
        </Text>
      ) : (
        <LazyCodeEditor value={scriptFilter} label={`Filter of ${what}`} readOnly />
      )}
      <Text size="sm" fw={500}>
        Parameter scripts
      </Text>
      {params.length === 0 ? (
        <Text size="sm" c="dimmed">
          None — the action&apos;s own parameters are used.
        </Text>
      ) : (
        <Table withTableBorder layout="fixed" aria-label={`Parameter scripts of ${what}`}>
          <Table.Tbody>
            {params.map(([name, script]) => (
              <Table.Tr key={name}>
                <Table.Td w="25%">
                  <Code>{name}</Code>
                </Table.Td>
                <Table.Td>
                  <LazyCodeEditor
                    value={script}
                    label={`Script for ${name} of ${what}`}
                    readOnly
                    singleLine
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
