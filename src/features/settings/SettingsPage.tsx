import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { getConnection, setConnection } from '@/api/connection';
import { formatDateTime } from '@/lib/format';
import { forgetLiveKey, openDemo, readClaims } from '@/lib/session';
import { setUtc, useUtc } from '@/lib/time-pref';
import { useConnection } from '@/lib/use-connection';
import { ButtonLink } from '@/components/links';
import { DemoSection } from './DemoSection';
import { SecuritySection } from './SecuritySection';
import { TenantSettings } from './TenantSettings';
import { TenantName } from '@/components/TenantName';
import { usePageTitle } from '@/lib/page-title';

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
  usePageTitle('Settings');
  const claims = readClaims(connection.apiKey);
  const navigate = useNavigate();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const utc = useUtc();
  // Off the console's screens first: forgetting the key clears the cache, and a query still on
  // screen would ask again, keyless (a 401 for nothing).
  const signOut = async () => {
    await navigate({ to: '/connect' });
    forgetLiveKey();
    setConnection({ ...getConnection(), apiKey: null });
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
          <Row label="Tenant">
            <TenantName id={claims?.tenantId} />
          </Row>
          <Row label="Roles">{claims?.roles.join(', ') || '—'}</Row>
          <Row label="Key expires">{formatDateTime(claims?.expiresAt)}</Row>
          <Group justify="flex-end" mt="xs">
            {connection.mode === 'live' ? (
              <>
                {/* The live key stays (as the connect page's own demo link leaves it): "Connect
                    to a live service…" in the demo offers it again. */}
                <Button variant="default" onClick={() => openDemo('/projects')}>
                  Back to the demo
                </Button>
                <Button color="red" variant="light" onClick={() => void signOut()}>
                  Sign out
                </Button>
              </>
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
      {connection.mode === 'demo' && <DemoSection />}
    </Stack>
  );
}
