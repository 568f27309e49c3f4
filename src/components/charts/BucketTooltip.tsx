import { ColorSwatch, Group, Paper, Text, getThemeColor, useMantineTheme } from '@mantine/core';
import type { HistogramChartProps } from './histogram-chart-props';
import type { TimeSeries } from './time-charts';

/** Every series of a bucket, its total and the period before's, under the pointer. */
export function BucketTooltip({
  row,
  series,
  previous,
  formatBucket,
  formatValue,
  now,
}: HistogramChartProps & { row: Record<string, number> }) {
  const theme = useMantineTheme();
  const line = (s: Pick<TimeSeries, 'key' | 'label'> & { color?: string }, strong = false) => (
    <Group key={s.key} justify="space-between" gap="lg" wrap="nowrap">
      <Group gap={6} wrap="nowrap">
        {s.color && (
          <ColorSwatch size={8} color={getThemeColor(s.color, theme)} withShadow={false} />
        )}
        <Text size="xs" fw={strong ? 600 : undefined}>
          {s.label}
        </Text>
      </Group>
      <Text size="xs" fw={strong ? 600 : undefined} ff="monospace">
        {formatValue(row[s.key] ?? 0)}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder shadow="md" p="xs" miw={200}>
      <Text size="xs" fw={600} mb={4}>
        {formatBucket(row.t ?? 0)}
        {row.t === now ? ' · so far' : ''}
      </Text>
      {series.map((s) => line(s))}
      {line({ key: 'total', label: 'Total' }, true)}
      {previous && line(previous)}
    </Paper>
  );
}
