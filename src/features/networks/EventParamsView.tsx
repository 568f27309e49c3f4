import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/api/http';
import { networkQueries } from '@/api/network/queries';
import type { Network } from '@/api/network/schemas';
import { JsonTree } from '@/components/JsonTree';
import { networkInfo } from '@/lib/networks';

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
        {query.isPending && <Skeleton h={160} />}
        {query.isError && (
          <Alert color="red" variant="light" role="alert" title="Event params could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(query.error)}</Text>
              <Button size="xs" variant="default" onClick={() => void query.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        )}
        {query.isSuccess && (
          <JsonTree data={query.data} label={`Event params of ${name}`} expandDepth={1} />
        )}
      </Stack>
    </Paper>
  );
}
