import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { actionQueries } from '@/api/action/queries';
import type { Contract } from '@/api/contract/schemas';
import { AnchorLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { StatusBadge } from '@/components/StatusBadge';

/** A wallet's page shows what it signs: the actions that send transactions from it. */
export function WalletActions({ wallet }: { wallet: Contract }) {
  const query = useQuery(
    actionQueries.list({
      where: `walletId = ${wallet.id}`,
      size: 1000,
      sort: [{ field: 'name', order: 'Asc' }],
    }),
  );
  const actions = query.data?.data ?? [];
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Text fw={600}>Actions signed by this wallet</Text>
        <QueryState
          query={query}
          errorTitle="Actions could not be loaded"
          loading={<Skeleton h={60} />}
          empty={{
            when: actions.length === 0,
            node: (
              <Text size="sm" c="dimmed">
                No action sends transactions from this wallet.
              </Text>
            ),
          }}
        >
          {actions.map((a) => (
            <Text key={a.id} size="sm" component="div">
              <AnchorLink to="/actions/$actionId" params={{ actionId: a.id }}>
                {a.name}
              </AnchorLink>{' '}
              <StatusBadge status={a.status} />
            </Text>
          ))}
        </QueryState>
      </Stack>
    </Paper>
  );
}
