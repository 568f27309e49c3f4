import { memo, useDeferredValue } from 'react';
import { Badge, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Action } from '@/api/action/schemas';
import { detectorQueries } from '@/api/detector/queries';
import { triggerQueries } from '@/api/trigger/queries';
import { StatusBadge } from '@/components/StatusBadge';
import { ScriptView } from './ScriptView';

/** What makes the action run: its detectors and trigger alerts, each with its scripts. */
export const ActionBindingsView = memo(function ActionBindingsView({ action }: { action: Action }) {
  const detectors = useQuery(detectorQueries.ofContract(action.contractId));
  const triggers = useQuery(triggerQueries.ofContract(action.contractId));
  // Their names (and the scripts redrawn with them) render in a transition, in short tasks.
  const detectorData = useDeferredValue(detectors.data);
  const triggerData = useDeferredValue(triggers.data);
  const detectorName = new Map((detectorData?.data ?? []).map((d) => [d.id, d.name]));
  const alertName = new Map(
    (triggerData?.data ?? []).flatMap((t) =>
      (t.alerts ?? []).map((a) => [a.id, `${t.name} › ${a.name}`] as const),
    ),
  );
  const rows = [
    ...(action.detectors ?? []).map((b) => ({
      key: `d${b.id}`,
      kind: 'Detector',
      name: detectorName.get(b.detectorId),
      pending: detectorData === undefined && !detectors.isError,
      id: b.detectorId,
      b,
    })),
    ...(action.triggerAlerts ?? []).map((b) => ({
      key: `t${b.id}`,
      kind: 'Trigger alert',
      name: alertName.get(b.triggerAlertId),
      pending: triggerData === undefined && !triggers.isError,
      id: b.triggerAlertId,
      b,
    })),
  ];
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Runs when
        </Title>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing is bound: this action runs only when started manually.
          </Text>
        )}
        {rows.map((r, i) => (
          <Stack key={r.key} gap="sm">
            {i > 0 && <Divider />}
            <Group gap="sm">
              <Badge variant="light" color={r.kind === 'Detector' ? 'grape' : 'orange'} tt="none">
                {r.kind}
              </Badge>
              {r.name !== undefined ? (
                <>
                  <Text fw={600}>{r.name}</Text>
                  <Text size="sm" c="dimmed">
                    #{r.id}
                  </Text>
                </>
              ) : r.pending ? (
                <Skeleton h={18} w={200} />
              ) : (
                <Text fw={600}>#{r.id}</Text>
              )}
              <StatusBadge status={r.b.status} />
            </Group>
            <ScriptView
              what={r.name ?? `${r.kind} #${r.id}`}
              scriptFilter={r.b.scriptFilter}
              scriptParams={r.b.scriptParams}
            />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
});
