import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TriggerAlert } from '@/api/trigger/schemas';
import { DestinationLabel } from '@/components/DestinationLabel';
import { AnchorLink } from '@/components/links';
import { StatusBadge } from '@/components/StatusBadge';
import { AlertSeverityBadge } from '../AlertSeverityBadge';

interface Props {
  alert: TriggerAlert;
  /** Names of the actions bound to it, by id (loaded once for the page). */
  actionNames: Map<number, string>;
}

/** One alert of a trigger: severity, message, who hears of it, the actions it runs. */
export function AlertCard({ alert: a, actionNames }: Props) {
  const destinations = a.destinations ?? [];
  const actions = (a.actions ?? []).filter((b) => b.actionId);
  return (
    <Paper withBorder p="md" component="section" aria-label={`Alert ${a.name}`}>
      <Stack gap="sm">
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <AlertSeverityBadge severity={a.severity} />
            <Text fw={600}>{a.name}</Text>
          </Group>
          {a.status === 'DISABLED' && <StatusBadge status={a.status} />}
        </Group>
        <Text size="sm" c={a.message ? undefined : 'dimmed'}>
          {a.message || 'No message.'}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={6}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Notifies
            </Text>
            {destinations.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nobody: the alert is recorded but not sent.
              </Text>
            ) : (
              destinations.map((x) =>
                x.tenantDestination ? (
                  <DestinationLabel key={x.id} destination={x.tenantDestination} />
                ) : (
                  <Badge key={x.id} variant="outline">{`#${x.id}`}</Badge>
                ),
              )
            )}
          </Stack>
          <Stack gap={6}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Actions it runs
            </Text>
            {actions.length === 0 ? (
              <Text size="sm" c="dimmed">
                No action is bound to this alert.
              </Text>
            ) : (
              actions.map((b) =>
                b.actionId ? (
                  <Stack key={b.id} gap={0} miw={0}>
                    <AnchorLink to="/actions/$actionId" params={{ actionId: b.actionId }} size="sm">
                      {actionNames.get(b.actionId) ?? `Action #${b.actionId}`}
                    </AnchorLink>
                    <Text
                      size="xs"
                      c="dimmed"
                      ff="monospace"
                      truncate
                      title={b.scriptFilter ?? undefined}
                    >
                      {b.scriptFilter ? `when ${b.scriptFilter}` : 'always'}
                    </Text>
                  </Stack>
                ) : null,
              )
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
