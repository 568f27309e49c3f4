import { Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { alertQueries } from '@/api/alert/queries';
import type { Alert } from '@/api/alert/schemas';
import { contractQueries } from '@/api/contract/queries';
import { detectorQueries } from '@/api/detector/queries';
import { triggerQueries } from '@/api/trigger/queries';
import { ListScreen } from '@/components/list/ListScreen';
import { useListState } from '@/components/list/use-list-state';
import { ALL_CONTRACTS } from '@/lib/contract-directory';
import { useUtc } from '@/lib/time-pref';
import { alertColumns } from './alert-columns';
import { userTimeZone } from './alert-chart-data';
import { alertAggregationBody, alertSearchBody, fittingInterval, windowOf } from './alert-bodies';
import { queryProblem } from './query-problem';
import { alertList, type AlertListSearch } from './alert-list-search';
import { AlertCharts } from './AlertCharts';
import { AlertDrawer } from './AlertDrawer';
import { AlertFilters } from './AlertFilters';
import { SeverityChips } from './SeverityChips';

const route = getRouteApi('/_app/alerts');
/** "Now" of the presets, on a minute boundary so the feed's query key holds still. */
const nextMinute = () => Math.ceil(Date.now() / 60_000) * 60_000;

export function AlertsPage() {
  const state = useListState<AlertListSearch>(route.useSearch(), alertList.cleared);
  const { search } = state;
  // Changes that keep the page: what is open and how the chart is drawn.
  const keep = (patch: Partial<AlertListSearch>) => state.set({ ...patch, from: search.from });
  const [now, setNow] = useState(nextMinute);
  const timezone = userTimeZone(useUtc());
  const body = alertSearchBody(search, now);
  const feed = useQuery({ ...alertQueries.list(body), placeholderData: keepPreviousData });
  const queryError = search.q ? queryProblem(feed.error, search.q) : undefined;
  const rows: Alert[] = feed.data?.data ?? [];
  // Chip counts leave the chips' own filter out; without one this is the chart's call.
  const counts = useQuery(
    alertQueries.aggregation(
      alertAggregationBody(search, now, fittingInterval(search, now), timezone, {
        severity: false,
      }),
    ),
  );
  const contracts = useQuery(contractQueries.list(ALL_CONTRACTS));
  // Named only: the pickers' fields (the action page's too, one cache entry for both).
  const detectors = useQuery(detectorQueries.picker());
  const triggers = useQuery(triggerQueries.picker());
  // Built once per directory answer, so the table's rows can skip rendering (DataTable's Row).
  const [contractById, detectorById, triggerById] = useMemo(
    () => [
      new Map((contracts.data?.data ?? []).map((c) => [c.id, c])),
      new Map((detectors.data?.data ?? []).map((d) => [d.id, d])),
      new Map((triggers.data?.data ?? []).map((t) => [t.id, t])),
    ],
    [contracts.data, detectors.data, triggers.data],
  );
  const columns = useMemo(
    () => alertColumns(contractById, detectorById, triggerById),
    [contractById, detectorById, triggerById],
  );
  return (
    <>
      <ListScreen
        title="Alerts"
        description="What your detectors and triggers raised: narrow by query, severity, place and time."
        state={state}
        def={alertList}
        sortLabels={{ timestamp: 'Time', numericSeverity: 'Severity', alertName: 'Name' }}
        listQuery={alertQueries.list}
        body={body}
        inputError={queryError}
        filters={
          <AlertFilters
            search={search}
            window={windowOf(search, now)}
            queryError={queryError}
            contracts={contracts.data?.data ?? []}
            detectors={detectors.data?.data ?? []}
            triggers={triggers.data?.data ?? []}
            onChange={state.set}
            onRefresh={() => setNow(nextMinute())}
          />
        }
        above={
          <Stack gap="sm">
            <SeverityChips
              value={search.severity}
              counts={counts.data?.severityCounts}
              onChange={(severity) => state.set({ severity })}
            />
            <AlertCharts
              search={search}
              now={now}
              timezone={timezone}
              onChange={(patch) => ('range' in patch ? state.set(patch) : keep(patch))}
              queryRefused={queryError !== undefined}
            />
          </Stack>
        }
        columns={columns}
        rowKey={(a) => a.id}
        rowName={(a) => a.alertName ?? a.id}
        noun="alerts"
        empty={{ description: 'Nothing fired in this range. Try a longer one.' }}
        exportName="alerts"
      />
      <AlertDrawer
        id={search.alert}
        rows={rows}
        contracts={contractById}
        detectors={detectorById}
        triggers={triggerById}
        onOpen={(alert) => keep({ alert })}
        onClose={() => keep({ alert: undefined })}
      />
    </>
  );
}
