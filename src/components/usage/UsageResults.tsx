import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { CHART_MAX_BUCKETS, bucketLimitProblem } from '@/api/rules/interval-limits';
import { INTERVAL_CHOICES, bucketCount } from '@/api/rules/intervals';
import { LazyHistogramChart } from '@/components/charts/LazyHistogramChart';
import { EmptyResult } from '@/components/EmptyResult';
import { formatCount } from '@/lib/format';
import { bucketLabel, tickLabel } from '@/lib/zone-time';
import { axisTicks, chartRows, nowBucket } from './usage-chart-data';
import { usageColumns } from './usage-columns';
import { colorOf, type UsageData } from './usage-data';
import type { ResolvedRange, UsageSearch, UsageSearchPatch } from './usage-search';
import { SeriesLegend } from './SeriesLegend';
import { UsageTable } from './UsageTable';

interface UsageResultsProps {
  title: string;
  data: UsageData;
  search: UsageSearch;
  range: ResolvedRange;
  now: number;
  onChange: (patch: UsageSearchPatch) => void;
  labelOf: (key: string) => string;
  describeOf?: ((key: string) => string | undefined) | undefined;
}

/** Legend with totals, then the chart or the table of the same numbers, and their CSV. */
export function UsageResults({
  title,
  data,
  search,
  range,
  now,
  onChange,
  labelOf,
  describeOf,
}: UsageResultsProps) {
  const { tz, hide } = search;
  const columns = usageColumns(data, { interval: range.interval, tz, labelOf, hidden: hide });
  const { ticks, step } = axisTicks(data.rows, range, tz);
  const series = data.keys
    .map((k, i) => ({ key: `s${i}`, label: labelOf(k), color: colorOf(i), name: k }))
    .filter((s) => !hide.includes(s.name));
  const toggle = (key: string) =>
    onChange({ hide: hide.includes(key) ? hide.filter((k) => k !== key) : [...hide, key] });
  const zoom = (index: number) => {
    const start = data.rows[index]?.t;
    if (start === undefined) return;
    const end = data.rows[index + 1]?.t ?? range.to;
    onChange({
      range: 'custom',
      from: start,
      to: Math.max(start + 1, end - 1),
      interval: undefined,
    });
  };
  // More bars than the plot has pixels draw as a smear (a year at 1h: 8,760): the chart says
  // so and offers the finest interval it draws, or the table, which takes them all.
  const tooManyBars =
    data.rows.length > CHART_MAX_BUCKETS &&
    bucketLimitProblem(range.from, range.to, range.interval, CHART_MAX_BUCKETS);
  const drawable = INTERVAL_CHOICES.find(
    (i) => bucketCount(range.from, range.to, i) <= CHART_MAX_BUCKETS,
  );
  // An empty chart draws a bare 0-4 axis, which reads as broken: say there is nothing instead.
  const nothing =
    Object.values(data.totals).every((n) => n === 0) && !data.previousTotal && !tooManyBars;
  return (
    <Stack gap="md">
      <SeriesLegend
        data={data}
        hidden={hide}
        onToggle={toggle}
        labelOf={labelOf}
        describeOf={describeOf}
      />
      {search.view === 'chart' && nothing ? (
        <EmptyResult
          title="Nothing counted in this range"
          description={
            search.q
              ? `No events match “${search.q}” here. Try a wider range or another query.`
              : 'No events here. Try a wider range.'
          }
        />
      ) : search.view === 'chart' && tooManyBars ? (
        <Alert color="blue" variant="light" title="Too many bars to chart">
          <Stack gap="sm" align="flex-start">
            {tooManyBars}
            <Group gap="sm">
              {drawable && (
                <Button variant="default" onClick={() => onChange({ interval: drawable })}>
                  {`Chart by ${drawable}`}
                </Button>
              )}
              <Button variant="default" onClick={() => onChange({ view: 'table' })}>
                Show the table
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : search.view === 'chart' ? (
        <LazyHistogramChart
          label={`${title} per ${range.interval} bucket`}
          data={chartRows(data.rows, data.keys)}
          series={series}
          kind={search.kind}
          previous={
            search.compare
              ? { key: 'prev', label: 'Period before (total)', color: 'gray.6' }
              : undefined
          }
          ticks={ticks}
          formatTick={(t) => tickLabel(t, step, tz)}
          formatBucket={(t) => bucketLabel(t, range.interval, tz)}
          formatValue={formatCount}
          now={nowBucket(data.rows, now, range.to)}
          onBucketClick={zoom}
          height={340}
        />
      ) : (
        <UsageTable
          rows={data.rows}
          columns={columns}
          caption={`${title} per ${range.interval} bucket`}
        />
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!data.rows.length}
          onClick={() =>
            // papaparse loads on the first export, not with the dashboard.
            void import('@/components/list/csv').then((csv) =>
              csv.downloadText(csv.toCsv(data.rows, columns), csv.csvFileName(title)),
            )
          }
        >
          Export CSV
        </Button>
      </Group>
    </Stack>
  );
}
