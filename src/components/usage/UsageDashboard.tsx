import { Skeleton, Stack, Text } from '@mantine/core';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { ApiError } from '@/api/http';
import { bucketLimitProblem } from '@/api/rules/interval-limits';
import { nominalMs } from '@/api/rules/intervals';
import type { UsageBody } from '@/api/usage/schemas';
import { LoadError } from '@/components/LoadError';
import { queryRefusal } from '@/lib/query-refusal';
import { sameProps } from '@/lib/same-props';
import { bucketLabel } from '@/lib/zone-time';
import type { QueryField } from './QueryBox';
import { toUsageData, type HistogramBucket } from './usage-data';
import { periodBefore, viewRange } from './usage-range';
import {
  customRangeUsable,
  minuteOf,
  resolveRange,
  type UsageSearch,
  type UsageSearchPatch,
} from './usage-search';
import { UsageControls } from './UsageControls';
import { UsageResults } from './UsageResults';

/** Query options of a histogram endpoint (the tenant's usage, a project's alerts). */
export type HistogramQuery<T extends { data: HistogramBucket[] }, E, K extends QueryKey> = (
  body: UsageBody,
) => UseQueryOptions<T, E, T, K>;

interface UsageDashboardProps<T extends { data: HistogramBucket[] }, E, K extends QueryKey> {
  /** Names the chart, the table and the CSV file. */
  title: string;
  search: UsageSearch;
  onChange: (patch: UsageSearchPatch) => void;
  histogram: HistogramQuery<T, E, K>;
  fields: readonly QueryField[];
  labelOf?: (key: string) => string;
  /** What a series counts, in a line under its name. */
  describeOf?: (key: string) => string | undefined;
}

const sameName = (key: string) => key;

const Results = memo(UsageResults, sameProps);

/** The service's words about the query, when it refused it (`query: …` entries). */
function queryError(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.errors.some((e) => e.startsWith('query:'))) {
    return null;
  }
  return queryRefusal(error) ?? null;
}

/**
 * A histogram dashboard whose whole view lives in the URL: range, interval, query and zone
 * controls, totals per series, a chart or a table, the period before, and a CSV export.
 */
export function UsageDashboard<T extends { data: HistogramBucket[] }, E, K extends QueryKey>({
  title,
  search,
  onChange,
  histogram,
  fields,
  labelOf = sameName,
  describeOf,
}: UsageDashboardProps<T, E, K>) {
  const [now, setNow] = useState(() => minuteOf(Date.now()));
  const asked = resolveRange(search, now);
  // A link's custom range that ends before it starts (or lacks an end) shows the last 7 days:
  // said, not silent.
  const badCustom = search.range === 'custom' && !customRangeUsable(search);
  // An interval longer than the range would widen it to a whole bucket (24 h at 1M: the month
  // so far): the suggested one instead (the interval control offers none longer).
  const resolved =
    nominalMs(asked.interval) > asked.to - asked.from
      ? { ...asked, interval: asked.suggested }
      : asked;
  const range = viewRange(search, resolved);
  const refused = bucketLimitProblem(range.from, range.to, range.interval);
  const body: UsageBody = {
    from: range.from,
    to: range.to,
    interval: range.interval,
    timezone: search.tz,
    ...(search.q ? { query: search.q } : {}),
  };
  const base = histogram(body);
  // The caller may hold the request back too (no tenant yet).
  const allowed = !refused && base.enabled !== false;
  const current = useQuery({ ...base, enabled: allowed, placeholderData: keepPreviousData });
  // Counted bucket by bucket (up to the chart's 1,000): once per range, not on every render.
  const comparing = allowed && search.compare;
  const before = useMemo(
    () =>
      comparing
        ? periodBefore({ from: range.from, to: range.to, interval: range.interval }, search.tz)
        : null,
    [comparing, range.from, range.to, range.interval, search.tz],
  );
  const previous = useQuery({
    ...histogram({ ...body, ...(before ?? {}) }),
    enabled: comparing,
    placeholderData: keepPreviousData,
  });
  const change = useCallback(
    (patch: UsageSearchPatch) => {
      if (patch.range !== undefined) setNow(minuteOf(Date.now()));
      onChange(patch);
    },
    [onChange],
  );
  // While a new zone, interval or range loads, the buckets shown are the last ones: they are
  // drawn in the zone and range they were asked for (labels in the new zone at the old one's
  // bucket edges read 06:30, 09:30…), and marked as being replaced.
  const [settled, setSettled] = useState({ data: current.data, tz: search.tz, range });
  if (current.data && !current.isPlaceholderData && current.data !== settled.data)
    setSettled({ data: current.data, tz: search.tz, range });
  const shown = current.isPlaceholderData ? settled : { tz: search.tz, range };
  const badQuery = queryError(current.error);
  // An answer's own render (synchronous: React Query's store) redraws neither the controls nor
  // the results; they draw with it in a transition, which React slices, in the zone and range
  // that come with it.
  const currentData = useDeferredValue(current.data);
  const previousData = useDeferredValue(previous.data);
  const tz = useDeferredValue(shown.tz);
  const from = useDeferredValue(shown.range.from);
  const to = useDeferredValue(shown.range.to);
  const interval = useDeferredValue(shown.range.interval);
  const suggested = useDeferredValue(shown.range.suggested);
  const drawnRange = useMemo(
    () => ({ from, to, interval, suggested }),
    [from, to, interval, suggested],
  );
  const data = useMemo(
    () =>
      currentData && !refused
        ? toUsageData(
            currentData.data,
            search.compare ? previousData?.data : undefined,
            search.hide,
          )
        : null,
    [currentData, previousData, refused, search.compare, search.hide],
  );
  return (
    <Stack gap="md">
      <UsageControls
        search={search}
        range={range}
        badCustom={badCustom}
        badQuery={badQuery}
        fields={fields}
        onChange={change}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {`${bucketLabel(range.from, '1h', search.tz)} – ${bucketLabel(range.to, '1h', search.tz)} · ${search.tz} · ${range.interval} buckets`}
      </Text>
      {current.isError && !badQuery ? (
        <LoadError
          title={`${title} could not be loaded`}
          error={current.error}
          onRetry={() => void current.refetch()}
        />
      ) : badQuery ? (
        // Not the last query's buckets under a refused one: they would read as its answer.
        <Text size="sm" c="dimmed">
          No results for a query the service refused: correct the query above.
        </Text>
      ) : data ? (
        <div aria-busy={current.isPlaceholderData}>
          <Results
            title={title}
            data={data}
            search={{ ...search, tz }}
            range={drawnRange}
            now={now}
            onChange={change}
            labelOf={labelOf}
            describeOf={describeOf}
          />
        </div>
      ) : !refused && !badQuery ? (
        <Skeleton h={420} />
      ) : null}
    </Stack>
  );
}
