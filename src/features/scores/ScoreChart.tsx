import { memo, useMemo } from 'react';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Contract } from '@/api/contract/schemas';
import type { ScoreRecord } from '@/api/score/schemas';
import { LazyChart } from '@/components/charts/LazyChart';
import { contractLabel } from '@/lib/contract-directory';
import { formatDateTime } from '@/lib/format';
import { useUtc } from '@/lib/time-pref';
import { formatScore } from './score-format';
import { scoreSeries } from './score-series';

interface Props {
  records: readonly ScoreRecord[] | undefined;
  contractId: number | undefined;
  group: string | undefined;
  contracts: Map<number, Contract>;
}

/**
 * Score (line) and score change (bars) over time of one contract and score group. Memoised:
 * the page re-renders on every write of a bulk run, the chart need not.
 */
export const ScoreChart = memo(function ScoreChart({
  records,
  contractId,
  group,
  contracts,
}: Props) {
  const utc = useUtc();
  const series = useMemo(
    () => (records ? scoreSeries(records, { contractId, group }) : null),
    [records, contractId, group],
  );
  const name =
    series?.contractId === undefined
      ? ''
      : contractLabel(contracts.get(series.contractId), series.contractId);
  const title = series?.group ? `${name} · ${series.group}` : name;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h5">
            {title ? `Score over time: ${title}` : 'Score over time'}
          </Title>
          {series && contractId === undefined && series.points.length > 0 && (
            <Text size="xs" c="dimmed">
              The busiest contract in the range; pick a contract to chart another.
            </Text>
          )}
        </Group>
        {!series ? (
          <Skeleton h={200} />
        ) : series.points.length === 0 ? (
          <Text size="sm" c="dimmed">
            No score changes of this contract and group in the range.
          </Text>
        ) : (
          <LazyChart
            kind="bar-total"
            label={`Score and score change over time, ${title}`}
            height={200}
            data={series.points}
            bar={{ key: 'change', label: 'Score change', color: 'orange.6' }}
            total={{ key: 'score', label: 'Score', color: 'blue.6' }}
            formatTime={(t) => formatDateTime(t, utc)}
            formatValue={formatScore}
          />
        )}
      </Stack>
    </Paper>
  );
});
