import {
  Checkbox,
  ColorSwatch,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  getThemeColor,
  useMantineTheme,
} from '@mantine/core';
import { formatCount } from '@/lib/format';
import { colorOf, formatChange, percentChange, type UsageData } from './usage-data';

interface SeriesLegendProps {
  data: UsageData;
  hidden: readonly string[];
  onToggle: (key: string) => void;
  labelOf: (key: string) => string;
  describeOf?: ((key: string) => string | undefined) | undefined;
}

/** One entry per series: shown or not (a checkbox), its total over the range and its change. */
export function SeriesLegend({ data, hidden, onToggle, labelOf, describeOf }: SeriesLegendProps) {
  const theme = useMantineTheme();
  const compared = data.previousTotals !== undefined;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(5, data.keys.length + 1) }} spacing="xs">
      <Paper withBorder p="sm" aria-label="Total over the range" role="group">
        <Text size="xs" c="dimmed">
          Total
        </Text>
        <Text fw={700} size="xl" data-testid="usage-total">
          {formatCount(data.total)}
        </Text>
        {compared && (
          <Text size="xs" c="dimmed">
            {`${formatChange(percentChange(data.total, data.previousTotal), data.previousTotal)} vs ${formatCount(data.previousTotal)} before`}
          </Text>
        )}
      </Paper>
      {data.keys.map((key, i) => {
        const before = data.previousTotals?.[key];
        const total = data.totals[key] ?? 0;
        return (
          <Paper withBorder p="sm" key={key}>
            <Stack gap={2}>
              <Group gap={6} wrap="nowrap">
                <Checkbox
                  size="xs"
                  checked={!hidden.includes(key)}
                  onChange={() => onToggle(key)}
                  label={labelOf(key)}
                  aria-label={`Show ${labelOf(key)}`}
                  description={describeOf?.(key)}
                />
                <ColorSwatch size={10} color={getThemeColor(colorOf(i), theme)} />
              </Group>
              <Text fw={600} aria-label={`${labelOf(key)} total`}>
                {formatCount(total)}
              </Text>
              {compared && (
                <Text size="xs" c="dimmed">
                  {formatChange(percentChange(total, before), before)}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
