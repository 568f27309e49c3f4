import { Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { triggerQueries, useUpdateTrigger } from '@/api/trigger/queries';
import type { Trigger } from '@/api/trigger/schemas';
import { AnchorLink, ButtonLink } from '@/components/links';
import { DataTable } from '@/components/list/DataTable';
import { statusToggle } from '@/components/list/status-toggle';
import { QueryState } from '@/components/QueryState';
import { triggerColumns } from './list/trigger-columns';

const route = getRouteApi('/_app/contracts/$contractId/_tabs/triggers');

/** The contract page's Triggers tab: its triggers and a "New trigger" prefilled with it. */
export function ContractTriggersTab() {
  const { contractId } = route.useParams();
  const { data: contract } = useSuspenseQuery(contractQueries.detail(contractId));
  const triggers = useQuery(triggerQueries.ofContract(contractId));
  const update = useUpdateTrigger();
  const toggle = statusToggle((t: Trigger, status) =>
    update.mutateAsync({ id: t.id, body: { status } }),
  );
  const rows = triggers.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Built-in rules watching this contract and the alerts they raise.
        </Text>
        <Group gap="sm">
          {rows.length > 0 && (
            <AnchorLink to="/triggers" search={{ contractId }} size="sm">
              Open in the triggers list
            </AnchorLink>
          )}
          <ButtonLink
            to="/triggers/new"
            search={{ contractId }}
            leftSection={<IconPlus size={16} />}
          >
            New trigger
          </ButtonLink>
        </Group>
      </Group>
      <QueryState
        query={triggers}
        errorTitle="Triggers could not be loaded"
        empty={{
          when: rows.length === 0,
          node: (
            <Text size="sm" c="dimmed">
              {`No trigger watches ${contract.name || contract.address} yet.`}
            </Text>
          ),
        }}
      >
        <DataTable
          rows={rows}
          columns={triggerColumns(new Map([[contract.id, contract]]), toggle, {
            withContract: false,
          })}
          rowKey={(t) => t.id}
          caption={`Triggers of ${contract.name || contract.address}`}
        />
      </QueryState>
    </Stack>
  );
}
