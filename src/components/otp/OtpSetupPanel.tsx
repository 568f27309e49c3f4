import { Code, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { userQueries } from '@/api/user/queries';
import { CopyValueButton } from '@/components/CopyValueButton';
import { QueryState } from '@/components/QueryState';
import { groupBase32, normaliseBase32, otpauthUri } from '@/lib/otp';
import { LiveOtpCode } from './LiveOtpCode';
import { OtpCompleteForm } from './OtpCompleteForm';
import { OtpQrCode } from './OtpQrCode';
import classes from './Otp.module.css';

interface OtpSetupPanelProps {
  userId: number;
  /** The account name the app shows (the user's e-mail). */
  account: string;
  /** Set to what tells whether a device name or code was typed (the dialog asks before closing). */
  hasEdits: { current: () => boolean };
  onDone: () => void;
  onCancel: () => void;
}

/**
 * `GET /user/{id}/otp/setup` and its completion: scan the QR (or type the grouped secret), name
 * the device and confirm with the code the app shows. The code it should show is behind a
 * disclosure, for when the app's codes are refused: shown outright, the confirmation proved nothing.
 */
export function OtpSetupPanel({ userId, account, hasEdits, onDone, onCancel }: OtpSetupPanelProps) {
  const queryClient = useQueryClient();
  const options = userQueries.otpSetup(userId);
  const setup = useQuery(options);
  const restart = () => void queryClient.resetQueries({ queryKey: options.queryKey });
  const keptName = useRef('');
  return (
    <QueryState
      query={setup}
      errorTitle="The two-factor setup could not be started"
      loading={<Skeleton h={320} />}
    >
      {setup.data && (
        <Stack gap="md">
          <SetupSteps
            secret={setup.data.totpSecret}
            image={setup.data.totpSecretQrCode}
            account={account}
          />
          <OtpCompleteForm
            // A new secret is a new setup: fresh code and errors, the device name kept.
            key={setup.data.totpSecret}
            keptName={keptName}
            hasEdits={hasEdits}
            userId={userId}
            secret={setup.data.totpSecret}
            onRestart={restart}
            onDone={onDone}
            onCancel={onCancel}
          />
        </Stack>
      )}
    </QueryState>
  );
}

function SetupSteps(p: { secret: string; image: string | null | undefined; account: string }) {
  const uri = otpauthUri({ secret: p.secret, account: p.account });
  const grouped = groupBase32(p.secret);
  const [shown, setShown] = useState(false);
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <OtpQrCode image={p.image} uri={uri} />
      <Stack gap="sm" flex={1} miw={260}>
        <Text size="sm">
          Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy…), or
          type the secret in by hand.
        </Text>
        <div>
          <Text size="xs" c="dimmed" id="otp-secret-label">
            Secret (Base32)
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code
              fz="md"
              aria-labelledby="otp-secret-label"
              data-secret={normaliseBase32(p.secret)}
            >
              {grouped}
            </Code>
            <CopyValueButton value={normaliseBase32(p.secret)} label="Copy the secret" />
          </Group>
        </div>
        <div>
          <Text size="xs" c="dimmed" id="otp-uri-label">
            Setup link (otpauth://)
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Code
              block
              fz="xs"
              aria-labelledby="otp-uri-label"
              flex={1}
              miw={0}
              className={classes.uri}
            >
              {uri}
            </Code>
            <CopyValueButton value={uri} label="Copy the setup link" />
          </Group>
        </div>
        <details className={classes.disclosure} onToggle={(e) => setShown(e.currentTarget.open)}>
          <summary>Codes refused? See the code the app should show now</summary>
          {shown && <LiveOtpCode secret={p.secret} />}
        </details>
      </Stack>
    </Group>
  );
}
