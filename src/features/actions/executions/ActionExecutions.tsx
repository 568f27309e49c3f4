import { memo, useDeferredValue } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { actionQueries } from '@/api/action/queries';
import type { Action } from '@/api/action/schemas';
import type { Network } from '@/api/network/schemas';
import { AnchorLink } from '@/components/links';
import { DataTable } from '@/components/list/DataTable';
import { LoadError } from '@/components/LoadError';
import { formatCount } from '@/lib/format';
import { executionColumns } from './execution-columns';
import { actionExecutionsBody } from './execution-list-search';

const SHOWN = 10;

/** The action's newest runs, as its page shows them (its loader asks for them beside the action). */
export const recentExecutionsQuery = (actionId: number) =>
  actionQueries.executions(actionExecutionsBody(actionId, SHOWN));

/** The newest executions of one action on its page, and the way to all of them. */
export const ActionExecutions = memo(function ActionExecutions({
  action,
  network,
}: {
  action: Action;
  network: Network | undefined;
}) {
  const query = useQuery(recentExecutionsQuery(action.id));
  // The rows render in a transition when they come, in short tasks, not in the task that
  // delivers them (the page is still drawing its other answers then).
  const data = useDeferredValue(query.data);
  const rows = data?.data ?? [];
  const total = data?.total ?? rows.length;
  return (
    <Paper withBorder p="lg" component="section" aria-label="Executions">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            Executions
          </Title>
          {total > 1 && (
            <AnchorLink to="/actions/executions" search={{ actionId: action.id }} size="sm">
              {`All ${formatCount(total)} executions`}
            </AnchorLink>
          )}
          {total === 1 && (
            <AnchorLink to="/actions/executions" search={{ actionId: action.id }} size="sm">
              Open the executions list
            </AnchorLink>
          )}
        </Group>
        {query.isError ? (
          <LoadError
            title="Executions could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : data && rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            This action has not run yet.
          </Text>
        ) : (
          <DataTable
            rows={rows}
            columns={executionColumns({ actionName: null, networkOf: () => network })}
            rowKey={(e) => e.id}
            caption={`Executions of ${action.name}`}
            loading={data === undefined}
          />
        )}
      </Stack>
    </Paper>
  );
});
