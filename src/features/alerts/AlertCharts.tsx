import {
  Alert,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { alertQueries } from '@/api/alert/queries';
import { LazyChart } from '@/components/charts/LazyChart';
import { CHART_MAX_BUCKETS, bucketLimitProblem } from '@/api/rules/interval-limits';
import { bucketWindow, type TimeWindow } from '@/lib/alert-query';
import { formatCount } from '@/lib/format';
import { useUtc } from '@/lib/time-pref';
import {
  SEVERITY_STACK_ORDER,
  categoryColor,
  categoryKeys,
  categoryRows,
  dayTicks,
  formatTick,
  severityColor,
  severityRows,
  severitySeriesLabel,
} from './alert-chart-data';
import { ALERT_INTERVALS, alertAggregationBody, chartInterval, windowOf } from './alert-bodies';
import type { AlertListSearch } from './alert-list-search';
import { queryProblem } from './query-problem';

/** Only when the bars are shown as a table: the feed's first view is the chart. */
const AlertBarsTable = lazy(() =>
  import('./AlertBarsTable').then((m) => ({ default: m.AlertBarsTable })),
);

interface AlertChartsProps {
  search: AlertListSearch;
  now: number;
  timezone: string;
  onChange: (patch: Partial<AlertListSearch>) => void;
  /** The feed's query box shows the service's refusal of the query: the chart need not repeat it. */
  queryRefused: boolean;
}

/**
 * Alerts over time, stacked by category or by severity, cut in the user's zone at an interval
 * chosen from the range (or picked, within the bar limit). A click on a bar narrows the feed.
 */
export function AlertCharts({ search, now, timezone, onChange, queryRefused }: AlertChartsProps) {
  const w = windowOf(search, now);
  const auto = chartInterval({ ...search, interval: undefined }, now);
  const interval = chartInterval(search, now);
  const tooMany = bucketLimitProblem(w.from, w.to, interval, CHART_MAX_BUCKETS, ALERT_INTERVALS);
  const bySeverity = search.stack === 'severity';
  const body = alertAggregationBody(search, now, interval, timezone);
  // Worded as the custom range's From and To fields word it ("local time"), with the zone.
  const zoneWords = useUtc() ? 'UTC' : `local time (${timezone})`;
  const hidden = search.view === 'hidden';
  const byCategory = useQuery({
    ...alertQueries.aggregation(body),
    enabled: !tooMany && !bySeverity && !hidden,
  });
  // The answer counts per category; severities take one answer each (docs/spec-gaps.md).
  const severities = search.severity?.length
    ? SEVERITY_STACK_ORDER.filter((s) => search.severity?.includes(s))
    : SEVERITY_STACK_ORDER;
  const perSeverity = useQueries({
    queries: severities.map((s) => ({
      ...alertQueries.aggregation(
        alertAggregationBody({ ...search, severity: [s] }, now, interval, timezone),
      ),
      enabled: !tooMany && bySeverity && !hidden,
    })),
  });
  const failed = bySeverity ? perSeverity.find((q) => q.error)?.error : byCategory.error;
  const ready = bySeverity ? perSeverity.every((q) => q.data) : Boolean(byCategory.data);
  const rows = bySeverity
    ? severityRows(
        severities.map((s, i) => ({ severity: s, data: perSeverity[i]?.data?.data ?? [] })),
      )
    : categoryRows(byCategory.data?.data ?? [], categoryKeys(byCategory.data?.data ?? []));
  const starts = bySeverity
    ? (perSeverity[0]?.data?.data ?? []).map((b) => b.ts)
    : (byCategory.data?.data ?? []).map((b) => b.ts);
  const narrow = (i: number) => {
    const bar: TimeWindow = bucketWindow(starts, i, w);
    onChange({ range: 'custom', start: bar.from, end: bar.to, interval: undefined });
  };
  const total = byCategory.data?.count;
  const series = bySeverity
    ? severities.map((s) => ({ key: s, label: severitySeriesLabel(s), color: severityColor(s) }))
    : categoryKeys(byCategory.data?.data ?? []).map((k) => ({
        key: k,
        label: k.charAt(0) + k.slice(1).toLowerCase(),
        color: categoryColor(k),
      }));
  const caption = `Alerts per ${interval}, stacked by ${bySeverity ? 'severity' : 'category'}`;
  const asTable = search.view === 'table';
  const viewControl = (
    <SegmentedControl
      aria-label="Show the bars as"
      size="xs"
      value={search.view}
      onChange={(v) => onChange({ view: v === 'table' || v === 'hidden' ? v : 'chart' })}
      data={[
        { value: 'chart', label: 'Chart' },
        { value: 'table', label: 'Table' },
        { value: 'hidden', label: 'Hide' },
      ]}
    />
  );
  if (hidden)
    return (
      <Paper withBorder px="md" py="xs">
        <Group justify="space-between" gap="sm">
          <Group gap="xs" align="baseline">
            <Title order={2} size="h5">
              Alerts over time
            </Title>
            <Text size="xs" c="dimmed">
              Hidden: Chart or Table shows the bars again.
            </Text>
          </Group>
          {viewControl}
        </Group>
      </Paper>
    );
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h4">
            Alerts over time
          </Title>
          <Text size="xs" c="dimmed">
            {asTable
              ? `${interval} bars in ${zoneWords}. A bar's start narrows the feed to it.`
              : `${interval} bars in ${zoneWords}. Click a bar to narrow the feed to it.`}
            {!bySeverity && total && typeof total === 'object' && (total.trigger ?? 0) > 0
              ? ` ${formatCount(total.trigger ?? 0)} of them raised by triggers.`
              : ''}
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          {viewControl}
          <SegmentedControl
            aria-label="Stack bars by"
            size="xs"
            value={search.stack}
            onChange={(v) => onChange({ stack: v === 'severity' ? 'severity' : 'category' })}
            data={[
              { value: 'category', label: 'By category' },
              { value: 'severity', label: 'By severity' },
            ]}
          />
          <Select
            label="Interval"
            size="xs"
            w={130}
            value={search.interval ?? 'auto'}
            onChange={(v) => onChange({ interval: v === 'auto' || !v ? undefined : v })}
            data={[
              { value: 'auto', label: `Auto (${auto})` },
              ...ALERT_INTERVALS.map((i) => ({ value: i, label: i })),
            ]}
            allowDeselect={false}
          />
        </Group>
      </Group>
      {tooMany ? (
        <Alert color="yellow" variant="light" title="Too many bars">
          {tooMany}
        </Alert>
      ) : failed && queryRefused && queryProblem(failed, search.q) ? (
        <Text size="sm" c="dimmed" py="md">
          No chart for a query the service refused: correct the query above.
        </Text>
      ) : failed ? (
        <Alert color="red" variant="light" title="The chart could not be loaded">
          {queryProblem(failed, search.q) ?? failed.message}
        </Alert>
      ) : !ready ? (
        <Skeleton h={220} />
      ) : asTable ? (
        <Suspense fallback={<Skeleton h={220} />}>
          <AlertBarsTable
            rows={rows}
            series={series}
            interval={interval}
            timezone={timezone}
            onNarrow={narrow}
            caption={caption}
          />
        </Suspense>
      ) : (
        <LazyChart
          kind="stacked-bar"
          label={caption}
          height={220}
          data={rows}
          series={series}
          formatTime={(t) => formatTick(t, interval, timezone)}
          axis={dayTicks(
            rows.map((r) => r.t ?? 0),
            interval,
            timezone,
          )}
          formatValue={formatCount}
          onBarClick={narrow}
        />
      )}
    </Paper>
  );
}
