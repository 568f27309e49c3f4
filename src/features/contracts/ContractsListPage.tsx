import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { ButtonLink } from '@/components/links';
import { EmptyResult } from '@/components/EmptyResult';
import { LoadError } from '@/components/LoadError';
import { Pager } from '@/components/Pager';
import { ContractsTable } from './ContractsTable';
import { ContractsToolbar, projectPickerQuery } from './ContractsToolbar';
import { contractSearchBody, type ContractListSearch } from './contract-list-search';

const route = getRouteApi('/_app/contracts/');

export function ContractsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({
    ...contractQueries.list(contractSearchBody(search)),
    placeholderData: keepPreviousData,
  });
  const projects = useQuery(projectPickerQuery);
  const projectNames = new Map((projects.data?.data ?? []).map((p) => [p.id, p.name]));
  const setSearch = (patch: Partial<ContractListSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  const rows = query.data?.data ?? [];
  const filtered = Boolean(
    search.q || search.network || search.type || search.status || search.tag || search.projectId,
  );
  const projectName = search.projectId ? projectNames.get(search.projectId) : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1}>Contracts &amp; wallets</Title>
          <Text c="dimmed" size="sm">
            {projectName
              ? `In project ${projectName}.`
              : 'Every contract, wallet and entity your tenant monitors, on 32 networks.'}
          </Text>
        </div>
        <ButtonLink
          to="/contracts/new"
          search={search.projectId ? { projectId: search.projectId } : {}}
          leftSection={<IconPlus size={16} />}
        >
          Add contract or wallet
        </ButtonLink>
      </Group>

      <ContractsToolbar search={search} onChange={setSearch} />

      {query.isError && !query.data && (
        <LoadError
          title="Contracts could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}

      {query.isSuccess && rows.length === 0 ? (
        <EmptyResult
          title={filtered ? 'No contracts match these filters' : 'No contracts or wallets yet'}
          description={
            filtered
              ? 'Try a broader search or clear the filters.'
              : 'Add one by network and address: its ABI is fetched for you.'
          }
          action={
            filtered ? (
              <Button
                variant="default"
                onClick={() =>
                  setSearch({
                    q: undefined,
                    network: undefined,
                    type: undefined,
                    status: undefined,
                    tag: undefined,
                    projectId: undefined,
                    from: 0,
                  })
                }
              >
                Clear filters
              </Button>
            ) : (
              <ButtonLink to="/contracts/new">Add contract or wallet</ButtonLink>
            )
          }
        />
      ) : (
        !(query.isError && !query.data) && (
          <Paper withBorder>
            <ContractsTable rows={rows} loading={query.isPending} projectNames={projectNames} />
          </Paper>
        )
      )}

      {query.data && (
        <Pager
          from={search.from}
          size={search.size}
          total={query.data.total}
          shown={rows.length}
          onChange={(p) => setSearch(p)}
        />
      )}
    </Stack>
  );
}
