import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { actionQueries } from '@/api/action/queries';
import { contractQueries } from '@/api/contract/queries';

import { ButtonLink } from '@/components/links';
import { Pager } from '@/components/Pager';
import { actionSearchBody, type ActionListSearch } from './action-list-search';
import { ActionsTable } from './ActionsTable';
import { ActionsToolbar } from './ActionsToolbar';
import { ALL_CONTRACTS, isCallable, isWallet } from './contract-directory';
import { EmptyResult } from '@/components/EmptyResult';
import { LoadError } from '@/components/LoadError';

const route = getRouteApi('/_app/actions/');

export function ActionsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({
    ...actionQueries.list(actionSearchBody(search)),
    placeholderData: keepPreviousData,
  });
  const directory = useQuery(contractQueries.list(ALL_CONTRACTS));
  const all = directory.data?.data ?? [];
  const byId = new Map(all.map((c) => [c.id, c]));
  const setSearch = (patch: Partial<ActionListSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const rows = query.data?.data ?? [];
  const filtered = Boolean(search.q || search.status || search.contractId || search.walletId);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1}>Actions</Title>
          <Text c="dimmed" size="sm">
            Contract calls a wallet sends when a detector or trigger alert fires.
          </Text>
        </div>
        <ButtonLink to="/actions/new" leftSection={<IconPlus size={16} />}>
          New action
        </ButtonLink>
      </Group>

      <ActionsToolbar
        search={search}
        onChange={setSearch}
        contracts={all.filter(isCallable)}
        wallets={all.filter(isWallet)}
      />

      {query.isError && !query.data && (
        <LoadError
          title="Actions could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}

      {query.isSuccess && rows.length === 0 ? (
        <EmptyResult
          title={filtered ? 'No actions match these filters' : 'No actions yet'}
          description={
            filtered
              ? 'Try a broader search or clear the filters.'
              : 'Build the first action: a contract call your wallet sends when an alert fires.'
          }
          action={
            filtered ? (
              <Button
                variant="default"
                onClick={() =>
                  setSearch({
                    q: undefined,
                    status: undefined,
                    contractId: undefined,
                    walletId: undefined,
                    from: 0,
                  })
                }
              >
                Clear filters
              </Button>
            ) : (
              <ButtonLink to="/actions/new">New action</ButtonLink>
            )
          }
        />
      ) : (
        !(query.isError && !query.data) && (
          <Paper withBorder>
            <ActionsTable rows={rows} loading={query.isPending} byId={byId} />
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
