import { Alert, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { tokenomicsQueries } from '@/api/tokenomics/queries';
import { AnchorLink } from '@/components/links';
import { LoadError } from '@/components/LoadError';
import { NetworkBadge } from '@/components/NetworkBadge';
import { TokenomicsPanel } from './TokenomicsPanel';
import { usePageTitle } from '@/lib/page-title';

const route = getRouteApi('/_app/tokenomics');

/** Contracts to pick from; tokens that already have categories come first. */
const contractsQuery = contractQueries.list({
  where: "addressType = 'CONTRACT'",
  sort: [{ field: 'name', order: 'Asc' }],
  size: 1000,
});
const allCategoriesQuery = tokenomicsQueries.list({ size: 10000 });

export function TokenomicsPage() {
  const { contractId } = route.useSearch();
  usePageTitle('Tokenomics');
  const navigate = route.useNavigate();
  const contracts = useQuery(contractsQuery);
  const categories = useQuery(allCategoriesQuery);
  const withTokenomics = new Set((categories.data?.data ?? []).map((c) => c.contractId));
  const all = contracts.data?.data ?? [];
  const option = (c: (typeof all)[number]) => ({ value: String(c.id), label: c.name || c.address });
  const data = [
    { group: 'With tokenomics', items: all.filter((c) => withTokenomics.has(c.id)).map(option) },
    { group: 'Other contracts', items: all.filter((c) => !withTokenomics.has(c.id)).map(option) },
  ].filter((g) => g.items.length > 0);
  const chosen = all.find((c) => c.id === contractId);
  // Either list failing leaves the picker empty or its groups wrong: said, with a retry.
  const failed = contracts.isError ? contracts : categories.isError ? categories : null;
  // One token with tokenomics: it opens on it, where the page said "Choose a token" with one to
  // choose (the picker still offers the others).
  const only = withTokenomics.size === 1 ? [...withTokenomics][0] : undefined;
  useEffect(() => {
    if (contractId === undefined && only !== undefined)
      void navigate({ search: { contractId: only }, replace: true });
  }, [contractId, only, navigate]);

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Tokenomics</Title>
        <Text size="sm" c="dimmed">
          Allocation categories of your tokens and their unlock schedules.
        </Text>
      </div>
      <Group align="flex-end">
        <Select
          label="Token contract"
          placeholder={contracts.isPending ? 'Loading contracts…' : 'Choose a token'}
          data={data}
          value={contractId ? String(contractId) : null}
          onChange={(v) => void navigate({ search: { contractId: v ? Number(v) : undefined } })}
          searchable
          w={360}
        />
        {chosen && (
          <Group gap="xs" pb={6}>
            <NetworkBadge network={chosen.chainUid} />
            <AnchorLink to="/contracts/$contractId" params={{ contractId: chosen.id }} size="sm">
              Open contract
            </AnchorLink>
          </Group>
        )}
      </Group>
      {failed && (
        <LoadError
          title={
            failed === contracts
              ? 'Token contracts could not be loaded'
              : 'Tokenomics categories could not be loaded'
          }
          error={failed.error}
          onRetry={() => {
            if (contracts.isError) void contracts.refetch();
            if (categories.isError) void categories.refetch();
          }}
        />
      )}
      {contractId && contracts.isSuccess && !chosen && (
        <Alert color="orange" variant="light" title="Unknown contract">
          Contract {contractId} is not one of your contracts. Choose a token above.
        </Alert>
      )}
      {chosen ? (
        <TokenomicsPanel
          key={chosen.id}
          contractId={chosen.id}
          network={chosen.chainUid}
          tokenName={chosen.name || chosen.address}
        />
      ) : (
        !contractId &&
        !failed && (
          <Paper withBorder p="xl">
            <Text ta="center" c="dimmed">
              {contracts.isSuccess && all.length === 0 ? (
                <>
                  No token contracts yet.{' '}
                  <AnchorLink to="/contracts/new" size="sm">
                    Add a contract
                  </AnchorLink>{' '}
                  to give it tokenomics.
                </>
              ) : (
                'Choose a token contract to see its categories and schedules.'
              )}
            </Text>
          </Paper>
        )
      )}
    </Stack>
  );
}
