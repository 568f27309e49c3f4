import { QueryState } from '@/components/QueryState';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Network } from '@/api/network/schemas';
import { tokenomicsQueries } from '@/api/tokenomics/queries';
import type { TokenomicsCategory } from '@/api/tokenomics/schemas';
import { CategoryRow } from './CategoryRow';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { LazyStackedChart } from './LazyCharts';
import { formatAmount, seriesColors, totalOf } from './schedule-data';
import { lazyDialog } from '@/components/lazy-dialog';

/** Its form and dialog load when first opened (lazyDialog). */
const CategoryFormModal = lazyDialog(
  () => import('./CategoryFormModal').then((m) => m.CategoryFormModal),
  (p) => p.editing !== null,
);

interface Props {
  contractId: number;
  network: Network;
  tokenName: string;
}

/** A token's categories, their schedules and the stacked chart of all of them. */
export function TokenomicsPanel({ contractId, network, tokenName }: Props) {
  const query = useQuery(tokenomicsQueries.forContract(contractId));
  const [editing, setEditing] = useState<TokenomicsCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TokenomicsCategory | null>(null);
  const categories = query.data?.data ?? [];
  const total = categories.reduce((n, c) => n + totalOf(c), 0);
  const colorOf = seriesColors(categories);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={2} size="h3">
            Tokenomics of {tokenName}
          </Title>
          <Text size="sm" c="dimmed">
            {query.isSuccess
              ? `${categories.length} categories · ${formatAmount(total)} tokens scheduled`
              : 'Allocation categories and their unlock schedules'}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          New category
        </Button>
      </Group>
      {(query.isPending || query.isError) && (
        <QueryState
          query={query}
          errorTitle="Tokenomics could not be loaded"
          loading={<Skeleton h={320} />}
        >
          {null}
        </QueryState>
      )}
      {query.isSuccess && categories.length === 0 && (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>No categories yet</Text>
            <Text size="sm" c="dimmed">
              Add the token&apos;s allocations (team, investors, ecosystem…) to chart their unlocks.
            </Text>
          </Stack>
        </Paper>
      )}
      {categories.length > 0 && (
        <>
          <Paper withBorder p="md">
            <Text fw={600} mb="xs">
              Unlocked over time, all categories stacked
            </Text>
            <LazyStackedChart
              categories={categories}
              label={`Unlocked ${tokenName} over time, all categories stacked`}
            />
          </Paper>
          <Stack gap="xs">
            {categories.map((c) => (
              <CategoryRow
                key={c.id}
                category={c}
                network={network}
                color={colorOf(c.id)}
                onEdit={() => setEditing(c)}
                onDelete={() => setDeleting(c)}
              />
            ))}
          </Stack>
        </>
      )}
      <CategoryFormModal
        contractId={contractId}
        network={network}
        editing={editing}
        categories={categories}
        onClose={() => setEditing(null)}
      />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
