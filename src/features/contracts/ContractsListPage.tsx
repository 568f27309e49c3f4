import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { contractQueries, useUpdateContract } from '@/api/contract/queries';
import { AddressTypeSchema, type Contract } from '@/api/contract/schemas';
import { NetworkSchema } from '@/api/network/schemas';
import { projectQueries } from '@/api/project/queries';
import { ButtonLink } from '@/components/links';
import { ListScreen } from '@/components/list/ListScreen';
import { SearchFilter } from '@/components/list/SearchFilter';
import { SelectFilter } from '@/components/list/SelectFilter';
import { StatusFilter } from '@/components/list/StatusFilter';
import { ProjectFilter } from '@/components/list/pickers';
import { statusBulkActions } from '@/components/list/status-bulk';
import { TagFilter } from '@/components/list/TagFilter';
import { useListState } from '@/components/list/use-list-state';
import { ADDRESS_TYPE_LABELS, contractTitle } from '@/lib/contract-directory';
import { NETWORK_SELECT_DATA } from '@/lib/networks';
import { useContractColumns } from './contract-columns';
import { contractList, contractSearchBody } from './contract-list-search';

const route = getRouteApi('/_app/contracts/');

export function ContractsListPage() {
  const state = useListState(route.useSearch(), contractList.cleared);
  const { search, set } = state;
  const projects = useQuery(projectQueries.picker());
  const projectNames = projects.data
    ? new Map(projects.data.data.map((p) => [p.id, p.name]))
    : null;
  const { columns, dialogs } = useContractColumns(projectNames);
  const update = useUpdateContract();
  const projectName = search.projectId ? projectNames?.get(search.projectId) : undefined;
  return (
    <>
      <ListScreen
        title="Contracts & wallets"
        description={
          projectName
            ? `In project ${projectName}.`
            : 'Every contract, wallet and entity your tenant monitors, on 32 networks.'
        }
        create={
          <ButtonLink
            to="/contracts/new"
            search={search.projectId ? { projectId: search.projectId } : {}}
            leftSection={<IconPlus size={16} />}
          >
            Add contract or wallet
          </ButtonLink>
        }
        state={state}
        def={contractList}
        sortLabels={{
          name: 'Name',
          chainUid: 'Network',
          updatedAt: 'Last updated',
          createdAt: 'Created',
          id: 'ID',
        }}
        listQuery={contractQueries.list}
        body={contractSearchBody(search)}
        whereExample="chainUid = 'ethereum' and addressType = WALLET"
        filters={
          <>
            <SearchFilter
              value={search.q}
              onChange={(q, opts) => set({ q }, opts)}
              placeholder="Name, category or address"
            />
            <ProjectFilter value={search.projectId} onChange={(projectId) => set({ projectId })} />
            <SelectFilter
              label="Network"
              placeholder="Any network"
              data={NETWORK_SELECT_DATA}
              value={search.network}
              parse={(v) => NetworkSchema.safeParse(v).data}
              onChange={(network) => set({ network })}
              searchable
              w={190}
            />
            <SelectFilter
              label="Type"
              placeholder="Any type"
              data={AddressTypeSchema.options.map((t) => ({
                value: t,
                label: ADDRESS_TYPE_LABELS[t],
              }))}
              value={search.type}
              parse={(v) => AddressTypeSchema.safeParse(v).data}
              onChange={(type) => set({ type })}
              w={130}
            />
            <StatusFilter value={search.status} onChange={(status) => set({ status })} />
            <TagFilter value={search.tag} onChange={(tag) => set({ tag })} w={120} />
          </>
        }
        columns={columns}
        rowKey={(c) => c.id}
        rowName={contractTitle}
        caption="Contracts and wallets"
        noun="contracts or wallets"
        empty={{
          description: 'Add one by network and address: its ABI is fetched for you.',
          action: <ButtonLink to="/contracts/new">Add contract or wallet</ButtonLink>,
        }}
        exportName="contracts"
        bulk={statusBulkActions((c: Contract, status) =>
          update.mutateAsync({ id: c.id, body: { status } }),
        )}
      />
      {dialogs}
    </>
  );
}
