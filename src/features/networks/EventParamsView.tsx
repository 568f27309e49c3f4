import { QueryState } from '@/components/QueryState';
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { networkQueries } from '@/api/network/queries';
import type { Network } from '@/api/network/schemas';
import { JsonTree } from '@/components/JsonTree';
import { networkInfo } from '@/api/rules/networks';

/** `GET /network/{network}/params/event` as a searchable tree; its content is not specified. */
export function EventParamsView({ network }: { network: Network }) {
  const query = useQuery(networkQueries.eventParams(network));
  const name = networkInfo(network).name;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <div>
          <Text fw={600}>Event params of {name}</Text>
          <Text size="sm" c="dimmed">
            What the service extracts from {name} events: the fields detectors, triggers and action
            scripts can read.
          </Text>
        </div>
        <QueryState
          query={query}
          errorTitle="Event params could not be loaded"
          loading={<Skeleton h={160} />}
        >
          {query.data && (
            <JsonTree data={query.data} label={`Event params of ${name}`} expandDepth={1} />
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
