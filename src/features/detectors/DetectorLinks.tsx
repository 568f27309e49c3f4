import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { actionQueries } from '@/api/action/queries';
import type { Detector } from '@/api/detector/schemas';
import { DestinationLabel } from '@/components/DestinationLabel';
import { AnchorLink } from '@/components/links';

/** Who hears of a detector's alerts, and which actions run on them (with their filters). */
export function DetectorLinks({ detector: d }: { detector: Detector }) {
  const ids = (d.actions ?? []).flatMap((b) => (b.actionId ? [b.actionId] : []));
  const actions = useQuery(actionQueries.byIds(ids));
  const names = new Map((actions.data?.data ?? []).map((a) => [a.id, a.name]));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          Notifies
        </Title>
        <Stack gap="xs">
          {(d.destinations ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              Nobody: alerts are recorded but not sent.
            </Text>
          ) : (
            (d.destinations ?? []).map((x) =>
              x.tenantDestination ? (
                <DestinationLabel key={x.id} destination={x.tenantDestination} />
              ) : (
                <Badge key={x.id} variant="outline">{`#${x.id}`}</Badge>
              ),
            )
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          Actions it runs
        </Title>
        <Stack gap="xs">
          {(d.actions ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              No action is bound to this detector.
            </Text>
          ) : (
            (d.actions ?? []).map((b) =>
              b.actionId ? (
                <Group key={b.id} gap="xs" wrap="nowrap">
                  <AnchorLink to="/actions/$actionId" params={{ actionId: b.actionId }}>
                    {names.get(b.actionId) ?? `Action #${b.actionId}`}
                  </AnchorLink>
                  <Text size="xs" c="dimmed" ff="monospace" truncate>
                    {b.scriptFilter ? `when ${b.scriptFilter}` : 'always'}
                  </Text>
                </Group>
              ) : null,
            )
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
