import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { actionQueries } from '@/api/action/queries';
import type { Alert } from '@/api/alert/schemas';
import { NetworkSchema } from '@/api/network/schemas';
import { ExecutionResultBadge } from '@/components/ExecutionResultBadge';
import { AnchorLink } from '@/components/links';
import { Timestamp } from '@/components/Timestamp';
import { TxHashText } from '@/components/TxHashText';
import { equals } from '@/lib/where';

/**
 * The actions bound to the detector or trigger alert that raised this alert, and what ran
 * because of it (executions that name the alert), each linked to its action.
 */
export function AlertActions({
  alert,
  triggerAlertId,
}: {
  alert: Alert;
  triggerAlertId: number | undefined;
}) {
  const where =
    alert.detectorId != null
      ? equals('detectors.detectorId', alert.detectorId)
      : equals('triggerAlerts.triggerAlertId', triggerAlertId);
  const bound = useQuery({
    ...actionQueries.list({ where, size: 100, sort: [{ field: 'name', order: 'Asc' }] }),
    enabled: where !== undefined,
  });
  const runs = useQuery(
    actionQueries.executions({ where: equals('alertId', alert.id), size: 100 }),
  );
  const actions = bound.data?.data ?? [];
  const executions = runs.data?.data ?? [];
  const names = new Map(actions.map((a) => [a.id, a.name]));
  const idle = actions.filter((a) => !executions.some((e) => e.actionId === a.id));
  const network = NetworkSchema.safeParse(alert.meta?.network).data;
  return (
    <section aria-labelledby="alert-actions">
      <Title order={3} size="h5" id="alert-actions" mb="xs">
        Actions
      </Title>
      {bound.isPending && where !== undefined ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : actions.length === 0 && executions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No action is bound to what raised this alert.
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" ml={0} pl={0}>
          {executions.map((e) => (
            <List.Item key={e.id}>
              <Stack gap={2}>
                <Group gap="xs">
                  <AnchorLink to="/actions/$actionId" params={{ actionId: e.actionId }}>
                    {names.get(e.actionId) ?? `Action ${e.actionId}`}
                  </AnchorLink>
                  <ExecutionResultBadge value={e.result} />
                  <Text size="xs" c="dimmed">
                    execution {e.id} · <Timestamp value={e.timestamp} size="xs" />
                  </Text>
                </Group>
                {e.txHash && <TxHashText network={network} hash={e.txHash} />}
              </Stack>
            </List.Item>
          ))}
          {idle.map((a) => (
            <List.Item key={a.id}>
              <Group gap="xs">
                <AnchorLink to="/actions/$actionId" params={{ actionId: a.id }}>
                  {a.name}
                </AnchorLink>
                <Badge size="sm" variant="outline" color="gray">
                  did not run
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
