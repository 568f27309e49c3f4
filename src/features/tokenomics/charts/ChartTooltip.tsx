import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatAmount, formatMonth } from '../schedule-data';

interface Item {
  name?: unknown;
  value?: unknown;
  color?: string;
}

/** recharts tooltip content as a Mantine card (no inline style objects). */
export function ChartTooltip({
  active,
  payload,
  label,
  utc,
}: {
  active?: boolean;
  payload?: readonly Item[];
  label?: unknown;
  utc: boolean;
}) {
  if (!active || !payload?.length || typeof label !== 'number') return null;
  return (
    <Paper withBorder shadow="sm" p="xs">
      <Text size="xs" fw={600} mb={4}>
        {formatMonth(label, utc)}
      </Text>
      <Stack gap={2}>
        {payload.map((p) => (
          <Group key={String(p.name)} gap="xs" justify="space-between">
            <Text size="xs" c={p.color}>
              {String(p.name)}
            </Text>
            <Text size="xs" ff="monospace">
              {typeof p.value === 'number' ? formatAmount(p.value) : '—'}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
