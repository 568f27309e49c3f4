import { Group, RingProgress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { TOTP } from 'otpauth';
import { normaliseBase32, secondsLeft } from '@/lib/otp';
import { useNow } from '@/lib/use-now';

/**
 * The code the authenticator app should show right now, computed in the browser from the secret,
 * so the admin can compare before completing.
 */
export function LiveOtpCode({ secret }: { secret: string }) {
  const [totp, setTotp] = useState<{ secret: string; totp: TOTP | null } | null>(null);
  const now = useNow(1000);
  useEffect(() => {
    let live = true;
    void import('otpauth').then(({ Secret, TOTP }) => {
      if (!live) return;
      try {
        const s = Secret.fromBase32(normaliseBase32(secret));
        setTotp({ secret, totp: new TOTP({ secret: s }) });
      } catch {
        setTotp({ secret, totp: null });
      }
    });
    return () => {
      live = false;
    };
  }, [secret]);
  const current = totp?.secret === secret ? totp.totp : undefined;
  if (current === null)
    return (
      <Text size="sm" c="red">
        This secret is not valid Base32, so no code can be computed from it.
      </Text>
    );
  const code = current?.generate({ timestamp: now });
  const left = secondsLeft(now);
  return (
    <Group gap="sm" wrap="nowrap">
      <RingProgress
        size={44}
        thickness={4}
        roundCaps
        sections={[{ value: (left / 30) * 100, color: left <= 5 ? 'orange' : 'teal' }]}
        aria-hidden
      />
      <Stack gap={0}>
        <Text size="xs" c="dimmed" id="otp-live-code-label">
          Code right now (compare with your app)
        </Text>
        <Text ff="monospace" fz="xl" fw={600} aria-labelledby="otp-live-code-label">
          {code ? `${code.slice(0, 3)} ${code.slice(3)}` : '··· ···'}
        </Text>
        <Text size="xs" c="dimmed">
          {`next code in ${left} s`}
        </Text>
      </Stack>
    </Group>
  );
}
