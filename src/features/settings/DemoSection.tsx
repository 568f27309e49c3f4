import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DEMO_SCENARIOS, type DemoScenario } from '@/api/rules/scenarios';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { getDemoScenario, resetDemoData, setDemoScenario } from '@/lib/demo-control';
import { errorMessage } from '@/api/http';

const SCENARIO_LABELS: Record<DemoScenario, string> = {
  none: 'Normal',
  slow: 'Slow (1.5 s per request)',
  flaky: 'Flaky (every other request fails)',
  offline: 'Offline (network error)',
  'server-error': 'Server error (500 everywhere)',
  'expired-key': 'Expired key (401)',
};

/** The demo service's own scenario: read back, so the choice shows after leaving Settings. */
const scenarioQuery = {
  queryKey: ['demo-control', 'scenario'],
  queryFn: getDemoScenario,
  staleTime: Infinity,
} as const;

/** Demo mode only: make the mock service misbehave, or put its data back as seeded. */
export function DemoSection() {
  const queryClient = useQueryClient();
  const scenario = useQuery(scenarioQuery);
  const choose = useMutation({
    mutationFn: setDemoScenario,
    onSuccess: (now) => queryClient.setQueryData(scenarioQuery.queryKey, now),
  });
  const [confirmReset, setConfirmReset] = useState(false);
  const reset = useMutation({
    mutationFn: resetDemoData,
    onSuccess: async () => {
      await queryClient.resetQueries();
      setConfirmReset(false);
      notifications.show({ color: 'teal', message: 'Demo data reset to the seeded state' });
    },
  });
  const failed = scenario.error ?? choose.error;

  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Demo
        </Title>
        <Text size="sm" c="dimmed">
          Changes you make in the demo are kept in this browser across reloads. A failure scenario
          lasts until you switch it back or reload the page.
        </Text>
        <Select
          label="Failure scenario"
          description="Make the mock service misbehave to see how every screen copes."
          data={DEMO_SCENARIOS.map((s) => ({ value: s, label: SCENARIO_LABELS[s] }))}
          value={scenario.data?.name ?? null}
          placeholder={scenario.isPending ? 'Loading…' : undefined}
          disabled={scenario.isPending || choose.isPending}
          error={failed ? errorMessage(failed) : undefined}
          allowDeselect={false}
          onChange={(v) => choose.mutate(v ?? 'none')}
          maw={360}
        />
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            onClick={() => {
              reset.reset();
              setConfirmReset(true);
            }}
          >
            Reset demo data
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmReset}
        title="Reset demo data?"
        confirmLabel="Reset demo data"
        pending={reset.isPending}
        error={reset.error}
        onClose={() => setConfirmReset(false)}
        onConfirm={() => reset.mutate()}
      >
        Everything you created, changed or deleted in the demo goes back to the seeded sample data.
      </ConfirmDialog>
    </Paper>
  );
}
