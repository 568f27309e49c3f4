import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { notifications } from '@mantine/notifications';
import { Button, Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/api/http';
import { formatDateTime } from '@/lib/format';
import { contractQueries } from '@/api/contract/queries';
import { useMarkScore } from '@/api/score/queries';
import type { ScoreRecord } from '@/api/score/schemas';
import { ListScreen } from '@/components/list/ListScreen';
import { useListState } from '@/components/list/use-list-state';
import { ALL_CONTRACTS } from '@/lib/contract-directory';
import { markBulkActions } from './score-bulk';
import { scoreColumns } from './score-columns';
import { scoreName } from './score-format';
import { scoreList, scoreSearchBody, scoreSeriesBody } from './score-list-search';
import { scoreListQuery } from './score-query';
import { scoreGroups } from './score-series';
import { ScoreChart } from './ScoreChart';
import { ScoreDrawer } from './ScoreDrawer';
import { ScoreFilters } from './ScoreFilters';

const route = getRouteApi('/_app/scores');

export function ScoresPage() {
  const search = route.useSearch();
  const state = useListState(search, scoreList.cleared);
  const navigate = route.useNavigate();
  // The range is relative to when the screen opened, so the list's key holds still.
  const [now] = useState(() => Date.now());
  const listQuery = scoreListQuery(search.organisationId);
  const seriesQuery = useQuery(listQuery(scoreSeriesBody(search, now)));
  const series = seriesQuery.data?.data;
  const directory = useQuery(contractQueries.list(ALL_CONTRACTS));
  const contracts = useMemo(
    () => new Map((directory.data?.data ?? []).map((c) => [c.id, c])),
    [directory.data],
  );
  const mark = useMarkScore();
  const markOne = (record: ScoreRecord, viewed: boolean) =>
    mark.mutate(
      { record, viewed, refresh: 'wait_for' },
      {
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Not marked', message: errorMessage(e) }),
        // Filtered to unviewed records, the row leaves the table: say where it went, and undo.
        onSuccess: () => {
          const id = `score-mark-${record.index}/${record.uid}`;
          notifications.show({
            id,
            color: 'teal',
            message: (
              <Group gap="xs" justify="space-between" wrap="nowrap">
                {/* By what and when, as the row reads: its hash means nothing to a person. */}
                <span>
                  {`${record.alertName || 'Score record'} of ${formatDateTime(record.timestamp)} marked ${viewed ? 'viewed' : 'not viewed'}`}
                </span>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  // The words wrap; the button keeps its own.
                  flex="none"
                  onClick={() => {
                    notifications.hide(id);
                    markOne(record, !viewed);
                  }}
                >
                  Undo
                </Button>
              </Group>
            ),
          });
        },
      },
    );
  const groups = [...scoreGroups(series ?? []), ...(search.group ? [search.group] : [])];
  return (
    <>
      <ListScreen
        title="Scores"
        description="Your contracts' risk scores, one record per change: a regulator's licence turns each alert into a score change by its own formula. Mark a record viewed once handled."
        state={state}
        def={scoreList}
        sortLabels={{ timestamp: 'Time', score: 'Score', scoreChange: 'Score change' }}
        listQuery={listQuery}
        body={scoreSearchBody(search, now)}
        filters={<ScoreFilters state={state} groups={groups} />}
        above={
          <ScoreChart
            records={series}
            contractId={search.contractId}
            group={search.group}
            contracts={contracts}
            listOnly={search.severity !== undefined || search.viewed !== undefined}
          />
        }
        columns={scoreColumns(contracts, markOne)}
        rowKey={(r) => `${r.index}/${r.uid}`}
        rowName={scoreName}
        caption="Score records"
        noun="score records"
        empty={{ description: 'Score records appear when a licensed project’s alerts fire.' }}
        exportName="scores"
        bulk={markBulkActions((args) => mark.mutateAsync(args))}
      />
      <ScoreDrawer
        recordKey={search.record}
        contracts={contracts}
        onClose={() => void navigate({ search: (prev) => ({ ...prev, record: undefined }) })}
        onMark={markOne}
        marking={mark.isPending}
      />
    </>
  );
}
