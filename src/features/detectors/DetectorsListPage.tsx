import { useCallback, useMemo } from 'react';
import { Group } from '@mantine/core';
import { IconBooks, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { detectorQueries, useDeleteDetector, useUpdateDetector } from '@/api/detector/queries';
import { schemaQueries } from '@/api/schema/queries';
import type { Detector } from '@/api/detector/schemas';
import { ButtonLink } from '@/components/links';
import { ListScreen } from '@/components/list/ListScreen';
import { SearchFilter } from '@/components/list/SearchFilter';
import { SelectFilter } from '@/components/list/SelectFilter';
import { StatusFilter } from '@/components/list/StatusFilter';
import { ContractFilter, ProjectFilter } from '@/components/list/pickers';
import { statusBulkActions } from '@/components/list/status-bulk';
import { statusToggle } from '@/components/list/status-toggle';
import { TagFilter } from '@/components/list/TagFilter';
import { useListState } from '@/components/list/use-list-state';
import { ALL_CONTRACTS, isWallet } from '@/lib/contract-directory';
import { detectorColumns } from './detector-columns';
import { detectorList, detectorSearchBody } from './detector-list-search';

const route = getRouteApi('/_app/detectors/');
const toId = (v: string) => (/^\d+$/.test(v) ? Number(v) : undefined);
/** Every schema version, for the filter: tens, not thousands. */
const ALL_SCHEMAS = { sort: [{ field: 'title', order: 'Asc' as const }], size: 1000 };

export function DetectorsListPage() {
  const state = useListState(route.useSearch(), detectorList.cleared);
  const { search, set } = state;
  const directory = useQuery(contractQueries.list(ALL_CONTRACTS));
  const contracts = useMemo(() => directory.data?.data ?? [], [directory.data]);
  const byId = useMemo(() => new Map(contracts.map((c) => [c.id, c])), [contracts]);
  const schemas = useQuery(schemaQueries.list(ALL_SCHEMAS));
  const update = useUpdateDetector();
  const remove = useDeleteDetector();
  const inProject =
    search.projectId === undefined || !directory.data
      ? undefined
      : contracts.filter((c) => c.projectId === search.projectId).map((c) => c.id);
  const { mutateAsync } = update;
  const setStatus = useCallback(
    (d: Detector, status: 'ACTIVE' | 'DISABLED') => mutateAsync({ id: d.id, body: { status } }),
    [mutateAsync],
  );
  // The same columns while the directory is unchanged, so rows can skip rendering.
  const columns = useMemo(() => detectorColumns(byId, statusToggle(setStatus)), [byId, setStatus]);
  const monitored = contracts.filter((c) => !isWallet(c));
  return (
    <ListScreen
      title="Detectors"
      description="Monitors built from detector schemas, each watching one contract."
      create={
        <Group gap="sm">
          <ButtonLink
            to="/detectors/catalogue"
            variant="default"
            leftSection={<IconBooks size={16} />}
          >
            Schema catalogue
          </ButtonLink>
          <ButtonLink
            to="/detectors/new"
            search={{ contractId: search.contractId }}
            leftSection={<IconPlus size={16} />}
          >
            Add detector
          </ButtonLink>
        </Group>
      }
      state={state}
      def={detectorList}
      sortLabels={{ name: 'Name', updatedAt: 'Last updated', createdAt: 'Created', id: 'ID' }}
      listQuery={detectorQueries.list}
      body={detectorSearchBody(search, inProject)}
      whereExample="contractId = 1001 and tags = 'SECURITY'"
      filters={
        <>
          <SearchFilter
            value={search.q}
            onChange={(q, opts) => set({ q }, opts)}
            placeholder="Name"
            w={200}
          />
          <SelectFilter
            label="Schema"
            placeholder="Any schema"
            data={(schemas.data?.data ?? []).map((s) => ({
              value: String(s.id),
              label: `${s.title ?? s.name} ${s.version ?? ''}`.trim(),
            }))}
            value={search.schemaId}
            parse={toId}
            onChange={(schemaId) => set({ schemaId })}
            searchable
            w={200}
            dropdownWidth={300}
          />
          <ContractFilter
            label="Contract"
            placeholder="Any contract"
            options={monitored}
            value={search.contractId}
            onChange={(contractId) => set({ contractId })}
          />
          <ProjectFilter value={search.projectId} onChange={(projectId) => set({ projectId })} />
          <StatusFilter value={search.status} onChange={(status) => set({ status })} />
          <TagFilter
            value={search.tag}
            onChange={(tag) => set({ tag })}
            placeholder="e.g. SECURITY"
          />
        </>
      }
      columns={columns}
      rowKey={(d) => d.id}
      rowName={(d) => d.name}
      noun="detectors"
      empty={{
        description: 'Pick a schema from the catalogue and put it on a contract.',
        action: <ButtonLink to="/detectors/new">Add a detector</ButtonLink>,
      }}
      exportName="detectors"
      bulk={[
        ...statusBulkActions(setStatus),
        {
          label: 'Delete',
          effect: 'will be deleted, and the actions bound to them stop running for them',
          danger: true,
          run: (d) => remove.mutateAsync(d.id),
        },
      ]}
    />
  );
}
