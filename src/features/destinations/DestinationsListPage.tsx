import { IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { destinationQueries, useUpdateDestination } from '@/api/destination/queries';
import {
  DestinationTagSchema,
  DestinationTypeSchema,
  type TenantDestination,
} from '@/api/destination/schemas';
import { ButtonLink } from '@/components/links';
import { ListScreen } from '@/components/list/ListScreen';
import { SearchFilter } from '@/components/list/SearchFilter';
import { SelectFilter } from '@/components/list/SelectFilter';
import { StatusFilter } from '@/components/list/StatusFilter';
import { statusBulkActions } from '@/components/list/status-bulk';
import { useListState } from '@/components/list/use-list-state';
import { useDestinationColumns } from './destination-columns';
import { destinationList, destinationSearchBody } from './destination-list-search';
import { TYPE_LABELS, destinationName } from '@/components/destination/destination-text';

const route = getRouteApi('/_app/destinations/');

export function DestinationsListPage() {
  const state = useListState(route.useSearch(), destinationList.cleared);
  const { search, set } = state;
  const { columns, dialogs } = useDestinationColumns();
  const update = useUpdateDestination();
  return (
    <>
      <ListScreen
        title="Destinations"
        description="Where notifications go: e-mail, Telegram chats, HTTP webhooks and Slack."
        create={
          <ButtonLink to="/destinations/new" leftSection={<IconPlus size={16} />}>
            New destination
          </ButtonLink>
        }
        state={state}
        def={destinationList}
        sortLabels={{ value: 'Name', type: 'Type', updatedAt: 'Last updated', id: 'ID' }}
        listQuery={destinationQueries.list}
        body={destinationSearchBody(search)}
        filters={
          <>
            <SearchFilter
              value={search.q}
              onChange={(q, opts) => set({ q }, opts)}
              placeholder="Address, URL or chat"
            />
            <SelectFilter
              label="Type"
              placeholder="Any type"
              data={DestinationTypeSchema.options.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
              value={search.type}
              parse={(v) => DestinationTypeSchema.safeParse(v).data}
              onChange={(type) => set({ type })}
            />
            <SelectFilter
              label="Tag"
              placeholder="Any tag"
              data={DestinationTagSchema.options}
              value={search.tag}
              parse={(v) => DestinationTagSchema.safeParse(v).data}
              onChange={(tag) => set({ tag })}
              w={140}
            />
            <StatusFilter value={search.status} onChange={(status) => set({ status })} />
          </>
        }
        whereExample="type = HTTP and status = ACTIVE"
        columns={columns}
        rowKey={(d) => d.id}
        rowName={destinationName}
        noun="destinations"
        empty={{
          description: 'Add a contact so detectors, trigger alerts and actions can notify someone.',
          action: <ButtonLink to="/destinations/new">New destination</ButtonLink>,
        }}
        exportName="destinations"
        bulk={statusBulkActions((d: TenantDestination, status) =>
          update.mutateAsync({ id: d.id, body: { status } }),
        )}
      />
      {dialogs}
    </>
  );
}
