import { Code, Stack, Text } from '@mantine/core';
import { LazyCodeEditor } from '@/components/LazyCodeEditor';
import { PlainTable, PlainTbody, PlainTd, PlainTr } from '@/components/plain/PlainTable';

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
        <PlainTable withTableBorder layout="fixed" aria-label={`Parameter scripts of ${what}`}>
          <PlainTbody>
            {params.map(([name, script]) => (
              <PlainTr key={name}>
                <PlainTd style={{ width: '25%' }}>
                  <Code>{name}</Code>
                </PlainTd>
                <PlainTd>
                  <LazyCodeEditor
                    value={script}
                    label={`Script for ${name} of ${what}`}
                    readOnly
                    singleLine
                  />
                </PlainTd>
              </PlainTr>
            ))}
          </PlainTbody>
        </PlainTable>
      )}
    </Stack>
  );
}
