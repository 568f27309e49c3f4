import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { actionQueries } from '@/api/action/queries';
import { ButtonLink } from '@/components/links';
import { ListScreen } from '@/components/list/ListScreen';
import { SelectFilter } from '@/components/list/SelectFilter';
import { useListState } from '@/components/list/use-list-state';
import { TimeRangeFilter } from '@/components/list/TimeRangeFilter';
import { executionColumns } from './execution-columns';
import {
  ExecutionResultSchema,
  TRIGGER_KINDS,
  TriggerKindSchema,
  executionList,
  executionSearchBody,
} from './execution-list-search';
import { useActionDirectory } from './use-action-directory';

const route = getRouteApi('/_app/actions/executions');
const toId = (v: string) => (/^\d+$/.test(v) ? Number(v) : undefined);

/** Every execution of the tenant's actions, newest first, with filters in the URL. */
export function ExecutionsListPage() {
  const state = useListState(route.useSearch(), executionList.cleared);
  const { search, set } = state;
  // The range is relative to when the screen opened, so the list's key holds still.
  const [now] = useState(() => Date.now());
  const directory = useActionDirectory();
  return (
    <ListScreen
      title="Action executions"
      description="Every run of your actions: started by a detector, a trigger alert or by hand."
      create={
        <ButtonLink to="/actions" variant="default">
          All actions
        </ButtonLink>
      }
      state={state}
      def={executionList}
      sortLabels={{ timestamp: 'Time', id: 'ID' }}
      listQuery={actionQueries.executions}
      body={executionSearchBody(search, now)}
      filters={
        <>
          <SelectFilter
            label="Action"
            placeholder="Any action"
            data={directory.actions.map((a) => ({ value: String(a.id), label: a.name }))}
            value={search.actionId}
            parse={toId}
            onChange={(actionId) => set({ actionId })}
            searchable
            w={220}
            dropdownWidth={320}
          />
          <SelectFilter
            label="Trigger"
            placeholder="Any trigger"
            data={TRIGGER_KINDS.map((k) => ({ value: k.value, label: k.label }))}
            value={search.trigger}
            parse={(v) => TriggerKindSchema.safeParse(v).data}
            onChange={(trigger) => set({ trigger })}
            w={150}
          />
          <SelectFilter
            label="Result"
            placeholder="Any result"
            data={ExecutionResultSchema.options}
            value={search.result}
            parse={(v) => ExecutionResultSchema.safeParse(v).data}
            onChange={(result) => set({ result })}
            w={140}
          />
          <TimeRangeFilter value={search.range} onChange={(range) => set({ range })} />
        </>
      }
      columns={executionColumns(directory)}
      rowKey={(e) => e.id}
      rowName={(e) => `Execution ${e.id}`}
      caption="Executions"
      noun="executions"
      empty={{ description: 'Executions appear when an action runs, or when you run one by hand.' }}
      exportName="executions"
    />
  );
}
