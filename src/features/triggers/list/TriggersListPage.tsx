import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { triggerQueries, useDeleteTrigger, useUpdateTrigger } from '@/api/trigger/queries';
import type { Trigger } from '@/api/trigger/schemas';
import { ButtonLink } from '@/components/links';
import { ListScreen } from '@/components/list/ListScreen';
import { SearchFilter } from '@/components/list/SearchFilter';
import { SelectFilter } from '@/components/list/SelectFilter';
import { StatusFilter } from '@/components/list/StatusFilter';
import { ContractFilter, ProjectFilter } from '@/components/list/pickers';
import { statusBulkActions } from '@/components/list/status-bulk';
import { statusToggle } from '@/components/list/status-toggle';
import { useListState } from '@/components/list/use-list-state';
import { ALL_CONTRACTS, isCallable } from '@/lib/contract-directory';
import { TRIGGER_TYPES, TYPE_LABELS, isTriggerType } from '../form/trigger-values';
import { triggerColumns } from './trigger-columns';
import { triggerList, triggerSearchBody } from './trigger-list-search';

const route = getRouteApi('/_app/triggers/');
const TYPE_OPTIONS = TRIGGER_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

/** Every trigger of the tenant, on the list kit. */
export function TriggersListPage() {
  const state = useListState(route.useSearch(), triggerList.cleared);
  const { search, set } = state;
  const directory = useQuery(contractQueries.list(ALL_CONTRACTS));
  const contracts = directory.data?.data ?? [];
  const byId = new Map(contracts.map((c) => [c.id, c]));
  const update = useUpdateTrigger();
  const remove = useDeleteTrigger();
  const inProject =
    search.projectId === undefined || !directory.data
      ? undefined
      : contracts.filter((c) => c.projectId === search.projectId).map((c) => c.id);
  const setStatus = (t: Trigger, status: 'ACTIVE' | 'DISABLED') =>
    update.mutateAsync({ id: t.id, body: { status } });
  const newTrigger = (
    <ButtonLink to="/triggers/new" leftSection={<IconPlus size={16} />}>
      New trigger
    </ButtonLink>
  );
  return (
    <ListScreen
      title="Triggers"
      description="Built-in rules on a contract (transfers, events, calls, callers, failures) and the alerts they raise."
      create={newTrigger}
      state={state}
      def={triggerList}
      sortLabels={{
        name: 'Name',
        type: 'Type',
        updatedAt: 'Last updated',
        createdAt: 'Created',
        id: 'ID',
      }}
      listQuery={triggerQueries.list}
      body={triggerSearchBody(search, inProject)}
      whereExample="type = EVENT_EMITTED and contractId = 1004"
      filters={
        <>
          <SearchFilter
            value={search.q}
            onChange={(q, opts) => set({ q }, opts)}
            placeholder="Name"
            w={200}
          />
          <SelectFilter
            label="Type"
            placeholder="Any type"
            data={TYPE_OPTIONS}
            value={search.type}
            parse={(v) => (isTriggerType(v) ? v : undefined)}
            onChange={(type) => set({ type })}
            w={190}
          />
          <ContractFilter
            label="Contract"
            placeholder="Any contract"
            options={contracts.filter(isCallable)}
            value={search.contractId}
            onChange={(contractId) => set({ contractId })}
          />
          <ProjectFilter value={search.projectId} onChange={(projectId) => set({ projectId })} />
          <StatusFilter value={search.status} onChange={(status) => set({ status })} />
        </>
      }
      columns={triggerColumns(byId, statusToggle(setStatus))}
      rowKey={(t) => t.id}
      rowName={(t) => t.name}
      noun="triggers"
      empty={{
        description: 'A trigger watches one contract and raises its alerts when its rule matches.',
        action: newTrigger,
      }}
      exportName="triggers"
      bulk={[
        ...statusBulkActions(setStatus),
        {
          label: 'Delete',
          effect:
            'will be deleted with their alerts, and the actions bound to those alerts lose them',
          danger: true,
          run: (t) => remove.mutateAsync(t.id),
        },
      ]}
    />
  );
}
