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
  /** The list's severity or viewed filter is on: the chart does not follow it (see below). */
  listOnly: boolean;
  contracts: Map<number, Contract>;
}

/**
 * Score (line) and score change (bars) over time of one contract and score group. A score is
 * the sum of its changes, so the chart takes every change in the range: the list's severity and
 * viewed filters narrow the table only, and the chart says so while one is on. Memoised: the
 * page re-renders on every write of a bulk run, the chart need not.
 */
export const ScoreChart = memo(function ScoreChart({
  records,
  contractId,
  group,
  contracts,
  listOnly,
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
        {listOnly && (
          <Text size="xs" c="dimmed">
            Every change in the range, whatever its severity or whether it was viewed: a score is
            the sum of them. The severity and viewed filters narrow the table below.
          </Text>
        )}
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
