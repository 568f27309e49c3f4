import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userQueries } from '@/api/user/queries';
import { OtpDeviceList } from './OtpDeviceList';
import { lazyDialog } from '../lazy-dialog';

/** The setup's dialog, its form and the QR code's library load when it first opens. */
const OtpSetupDialog = lazyDialog(() => import('./OtpSetupDialog').then((m) => m.OtpSetupDialog));

interface TwoFactorSectionProps {
  userId: number;
  /** The account name in the authenticator app (the user's e-mail). */
  account: string;
  /** "Your" or the user's name, for the texts. */
  whose: string;
  /** Whether the key may manage this user's devices, and why not. */
  allowed: boolean;
  reason: string | undefined;
  title?: string;
}

/** A user's enrolled authenticators, each removable, and the setup of a new one. */
export function TwoFactorSection({
  userId,
  account,
  whose,
  allowed,
  reason,
  title = 'Two-factor authentication',
}: TwoFactorSectionProps) {
  const [setting, setSetting] = useState(false);
  // The list's own query (shared cache): once a device is enrolled, the button adds another.
  const devices = useQuery({ ...userQueries.otpDevices(userId), enabled: allowed });
  const enrolled = (devices.data?.data.length ?? 0) > 0;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {allowed && (
            <Button
              leftSection={<IconShieldLock size={16} />}
              variant="light"
              onClick={() => setSetting(true)}
            >
              {enrolled ? 'Add another device' : 'Set up an authenticator'}
            </Button>
          )}
        </Group>
        {allowed ? (
          <OtpDeviceList userId={userId} whose={whose} />
        ) : (
          <Alert color="gray" variant="light" title="Read-only">
            {reason}
          </Alert>
        )}
      </Stack>
      <OtpSetupDialog
        opened={setting}
        userId={userId}
        account={account}
        onClose={() => setSetting(false)}
      />
      <Text size="xs" c="dimmed" mt="sm">
        With an authenticator enrolled, sign-in asks for its current code. One secret may serve
        several devices; give each its own name.
      </Text>
    </Paper>
  );
}
