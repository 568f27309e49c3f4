import { Stack, Text } from '@mantine/core';
import { isTriggerType, typeLabel } from '@/lib/trigger-types';

interface SchemaOrTypeProps {
  /** What the record carries (`detectorSchemaName`): a schema's name or a trigger's type. */
  code: string | null | undefined;
  /** The raising detector's schema, where the console knows it. */
  schema?: { name?: string | null; title?: string | null; version?: string | null } | null;
}

/**
 * What raised an alert (or the score record it made), in words: a detector's schema by title and
 * version where it is known ('Transfer monitor 1.3.0'), a trigger's type ('Failed transactions'),
 * with the code under either (what the query language filters on:
 * `detectorSchemaName:DetectorTransferMonitor`).
 */
export function SchemaOrType({ code, schema }: SchemaOrTypeProps) {
  const title =
    schema?.title && schema.name === code
      ? [schema.title, schema.version].filter(Boolean).join(' ')
      : code && isTriggerType(code)
        ? typeLabel(code)
        : null;
  if (!title) return code || '—';
  return (
    <Stack gap={0}>
      <Text span size="sm">
        {title}
      </Text>
      <Text span size="xs" c="dimmed" ff="monospace">
        {code}
      </Text>
    </Stack>
  );
}
