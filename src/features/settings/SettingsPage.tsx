import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { setConnection } from '@/api/connection';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DEMO_SCENARIOS, type DemoScenario } from '@/api/rules/scenarios';
import { resetDemoData, setDemoScenario } from '@/lib/demo-control';
import { formatDateTime } from '@/lib/format';
import { forgetLiveKey, readClaims } from '@/lib/session';
import { setUtc, useUtc } from '@/lib/time-pref';
import { useConnection } from '@/lib/use-connection';
import { ButtonLink } from '@/components/links';
import { SecuritySection } from './SecuritySection';
import { TenantSettings } from './TenantSettings';

const SCENARIO_LABELS: Record<DemoScenario, string> = {
  none: 'Normal',
  slow: 'Slow (1.5 s per request)',
  flaky: 'Flaky (every other request fails)',
  offline: 'Offline (network error)',
  'server-error': 'Server error (500 everywhere)',
  'expired-key': 'Expired key (401)',
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" ta="right">
        {children}
      </Text>
    </Group>
  );
}

export function SettingsPage() {
  const connection = useConnection();
  const claims = readClaims(connection.apiKey);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const utc = useUtc();
  const [confirmReset, setConfirmReset] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resetError, setResetError] = useState<unknown>(null);
  const [scenario, setScenario] = useState<DemoScenario>('none');

  const signOut = () => {
    forgetLiveKey();
    setConnection({ ...connection, apiKey: null });
    void navigate({ to: '/connect' });
  };

  const reset = async () => {
    setResetting(true);
    setResetError(null);
    try {
      await resetDemoData();
      setScenario('none');
      await queryClient.resetQueries();
      setConfirmReset(false);
      notifications.show({ color: 'teal', message: 'Demo data reset to the seeded state' });
    } catch (e) {
      setResetError(e);
    } finally {
      setResetting(false);
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Settings</Title>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Connection
          </Title>
          <Row label="Mode">
            {connection.mode === 'demo' ? 'Demo — mock service in this browser' : 'Live service'}
          </Row>
          {connection.mode === 'live' && <Row label="Base URL">{connection.baseUrl}</Row>}
          <Row label="Tenant">{claims?.tenantId ?? '—'}</Row>
          <Row label="Roles">{claims?.roles.join(', ') || '—'}</Row>
          <Row label="Key expires">{formatDateTime(claims?.expiresAt)}</Row>
          <Group justify="flex-end" mt="xs">
            {connection.mode === 'live' ? (
              <Button color="red" variant="light" onClick={signOut}>
                Sign out
              </Button>
            ) : (
              <ButtonLink to="/connect" variant="default">
                Connect to a live service…
              </ButtonLink>
            )}
          </Group>
        </Stack>
      </Paper>
      {claims?.tenantId != null && <TenantSettings tenantId={claims.tenantId} />}
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Appearance
          </Title>
          <Group justify="space-between">
            <Text size="sm" id="theme-label">
              Theme
            </Text>
            <SegmentedControl
              aria-labelledby="theme-label"
              value={colorScheme}
              onChange={(v) => setColorScheme(v)}
              data={[
                { value: 'light', label: 'Light' },
                { value: 'dark', label: 'Dark' },
                { value: 'auto', label: 'System' },
              ]}
            />
          </Group>
          <Group justify="space-between">
            <Text size="sm" id="time-label">
              Show times in
            </Text>
            <SegmentedControl
              aria-labelledby="time-label"
              value={utc ? 'utc' : 'local'}
              onChange={(v) => setUtc(v === 'utc')}
              data={[
                { value: 'local', label: 'Local time' },
                { value: 'utc', label: 'UTC' },
              ]}
            />
          </Group>
        </Stack>
      </Paper>
      {/* Security (people): the signed-in user's two-factor devices. */}
      <SecuritySection />
      {connection.mode === 'demo' && (
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Demo
            </Title>
            <Text size="sm" c="dimmed">
              Changes you make in the demo are kept in this browser across reloads.
            </Text>
            <Select
              label="Failure scenario"
              description="Make the mock service misbehave to see how every screen copes."
              data={DEMO_SCENARIOS.map((s) => ({ value: s, label: SCENARIO_LABELS[s] }))}
              value={scenario}
              allowDeselect={false}
              onChange={(v) => {
                const next = v ?? 'none';
                void setDemoScenario(next).then(() => setScenario(next));
              }}
              maw={360}
            />
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => setConfirmReset(true)}>
                Reset demo data
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <ConfirmDialog
        opened={confirmReset}
        title="Reset demo data?"
        confirmLabel="Reset demo data"
        pending={resetting}
        error={resetError}
        onClose={() => setConfirmReset(false)}
        onConfirm={() => void reset()}
      >
        Everything you created, changed or deleted in the demo goes back to the seeded sample data.
      </ConfirmDialog>
    </Stack>
  );
}
