import { memo, useDeferredValue } from 'react';
import { Badge, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Action } from '@/api/action/schemas';
import { StatusBadge } from '@/components/StatusBadge';
import { useBindingSources, type BindingSource } from '../binding-sources';
import { ScriptView } from './ScriptView';

/** What makes the action run: its detectors and trigger alerts, each with its scripts. */
export const ActionBindingsView = memo(function ActionBindingsView({ action }: { action: Action }) {
  const sources = useBindingSources(action.contractId);
  // Their names (and the scripts redrawn with them) render in a transition, in short tasks; each
  // answer's own (synchronous) render stops here, the list's props unchanged.
  const detectors = useDeferredValue(sources.detectorsPending ? undefined : sources.detectors);
  const alerts = useDeferredValue(sources.alertsPending ? undefined : sources.alerts);
  const contractName = useDeferredValue(sources.contractName);
  return (
    <BindingList
      action={action}
      detectors={detectors}
      alerts={alerts}
      detectorsFailed={sources.detectorsFailed}
      alertsFailed={sources.alertsFailed}
      contractName={contractName}
    />
  );
});

interface ListProps {
  action: Action;
  detectors: readonly BindingSource[] | undefined;
  alerts: readonly BindingSource[] | undefined;
  detectorsFailed: boolean;
  alertsFailed: boolean;
  contractName: (id: number | null) => string;
}

const BindingList = memo(function BindingList({
  action,
  detectors,
  alerts,
  detectorsFailed,
  alertsFailed,
  contractName,
}: ListProps) {
  /** The source's name, and its contract's when it is another than the action's. */
  const named = (list: readonly BindingSource[] | undefined, id: number) => {
    const s = list?.find((x) => x.id === id);
    return {
      name: s?.name,
      elsewhere: s && s.contractId !== action.contractId ? contractName(s.contractId) : undefined,
    };
  };
  const rows = [
    ...(action.detectors ?? []).map((b) => ({
      key: `d${b.id}`,
      kind: 'Detector',
      ...named(detectors, b.detectorId),
      pending: detectors === undefined && !detectorsFailed,
      id: b.detectorId,
      b,
    })),
    ...(action.triggerAlerts ?? []).map((b) => ({
      key: `t${b.id}`,
      kind: 'Trigger alert',
      ...named(alerts, b.triggerAlertId),
      pending: alerts === undefined && !alertsFailed,
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
                    {r.elsewhere && ` · on ${r.elsewhere}`}
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
