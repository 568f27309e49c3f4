import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { z } from 'zod/mini';
import { ApiError } from '@/api/http';
import { useQuery } from '@tanstack/react-query';
import { useCompleteOtp, userQueries } from '@/api/user/queries';
import { FormShell } from '@/components/form/FormShell';
import { TextField } from '@/components/form/fields';
import { useResourceForm } from '@/components/form/use-resource-form';
import { normaliseBase32 } from '@/lib/otp';
import { useNow } from '@/lib/use-now';
import { nameKey } from '@/lib/words';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What the admin types: the completion body's rules, the code tolerant of a space in the middle,
 * and a name the user's list does not hold yet. The service refuses a name only with the secret
 * it was enrolled with (real-service notes [C]); a new secret under a listed name would make two
 * rows no one can tell apart, so the console asks for another name (`taken` reads the list as it
 * is when the form is checked).
 */
const completeFormSchema = (taken: () => ReadonlySet<string>) =>
  z.object({
    deviceName: z.string().check(
      z.trim(),
      z.minLength(1, { error: 'Name the device, e.g. “Work phone”' }),
      z.maxLength(120, { error: 'deviceName must be at most 120 characters' }),
      z.refine((name) => !taken().has(nameKey(name)), {
        error:
          'A device of this name is enrolled already: name this one so you can tell them apart',
      }),
    ),
    totpCode: z.pipe(
      z.pipe(
        z.string(),
        z.transform((v) => v.replace(/\s/g, '')),
      ),
      z.string().check(z.regex(/^\d{6}$/, { error: 'Enter the 6-digit code from the app' })),
    ),
  });

const LABELS = { deviceName: 'Device name', totpCode: 'Code' };

/** Seconds of a lockout the service answered (429 after too many wrong codes), or null. */
export function lockoutSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.statusCode !== 429) return null;
  const s = /try again in (\d+) s/.exec([error.message, ...error.errors].join(' '))?.[1];
  return s === undefined ? 60 : Number(s);
}

/**
 * The lockout an error started (its end, kept per error) while it runs: null before, after it
 * ends, or for any other error.
 */
function useLockout(error: unknown): { until: number; end: () => void } | null {
  const [lock, setLock] = useState<{ error: unknown; until: number; over: boolean } | null>(null);
  const seconds = lockoutSeconds(error);
  if (seconds !== null && lock?.error !== error)
    setLock({ error, until: Date.now() + seconds * 1000, over: false });
  const end = useCallback(() => setLock((l) => l && { ...l, over: true }), []);
  return lock && lock.error === error && !lock.over ? { until: lock.until, end } : null;
}

/**
 * The service's lockout, said once: the time left, every second (the form itself is not redrawn
 * meanwhile), where the error summary would repeat the service's "try again in 300 s" as of the
 * refusal; once it has run out, that the next try may go.
 */
function LockoutNotice({ lock }: { lock: { until: number; end: () => void } | null }) {
  return lock ? (
    <Alert color="red" variant="light" role="alert" title="Not enrolled — too many wrong codes">
      <LockoutCountdown until={lock.until} onEnd={lock.end} />
    </Alert>
  ) : (
    <Alert variant="light" role="status" title="You can try again">
      Enter the code the app shows now.
    </Alert>
  );
}

function LockoutCountdown({ until, onEnd }: { until: number; onEnd: () => void }) {
  const left = Math.max(0, Math.ceil((until - useNow(1000)) / 1000));
  useEffect(() => {
    if (left === 0) onEnd();
  }, [left, onEnd]);
  return (
    <Text size="sm" role="status">
      {`You can try again in ${clock(left)}: check the device's clock meanwhile.`}
    </Text>
  );
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** The pending setup lapsed or was replaced: the service no longer knows this secret. */
function setupExpired(error: unknown): boolean {
  return error instanceof ApiError && error.errors.some((e) => e.startsWith('secret:'));
}

interface OtpCompleteFormProps {
  userId: number;
  secret: string;
  /** Fetch a fresh setup after this one expired. */
  onRestart: () => void;
  /** The device name typed so far, kept across a restart (the form remounts per secret). */
  keptName: { current: string };
  /** Set to what tells whether a device name or code was typed. */
  hasEdits: { current: () => boolean };
  onDone: () => void;
  onCancel: () => void;
}

/** Completion: the device's name and the code the app shows; wrong, expired and reused explained. */
export function OtpCompleteForm({
  userId,
  secret,
  onRestart,
  onDone,
  onCancel,
  keptName,
  hasEdits,
}: OtpCompleteFormProps) {
  const complete = useCompleteOtp();
  const devices = useQuery(userQueries.otpDevices(userId));
  const taken = useRef<ReadonlySet<string>>(new Set());
  taken.current = new Set((devices.data?.data ?? []).map((d) => nameKey(d.deviceName ?? '')));
  const [schema] = useState(() => completeFormSchema(() => taken.current));
  const kit = useResourceForm(schema, {
    defaultValues: { deviceName: keptName.current, totpCode: '' },
    labels: LABELS,
  });
  const { control } = kit.form;
  // The dialog's first focus went to Close while the setup loaded: the form takes it on arrival.
  useEffect(() => kit.form.setFocus('deviceName'), [kit.form]);
  useEffect(() => {
    hasEdits.current = () => {
      const v = kit.form.getValues();
      return v.deviceName.trim() !== '' || v.totpCode.trim() !== '';
    };
  }, [hasEdits, kit.form]);
  const lock = useLockout(kit.submitError);
  const lockedOut = lockoutSeconds(kit.submitError) !== null;
  // The notice says it; the code field keeps no copy of the service's "try again in 300 s".
  useEffect(() => {
    if (lockedOut) kit.form.clearErrors('totpCode');
  }, [lockedOut, kit.submitError, kit.form]);
  return (
    <FormShell
      kit={kit}
      inDialog
      guard={false}
      label="Two-factor device"
      failure="Not enrolled"
      submitLabel="Enrol device"
      submitDisabled={lock !== null}
      summary={lockedOut ? <LockoutNotice lock={lock} /> : undefined}
      onCancel={onCancel}
      onSubmit={kit.submit(
        (body) =>
          complete.mutateAsync({
            params: { id: userId },
            body: { secret: normaliseBase32(secret), ...body },
          }),
        () => {
          notifications.show({ color: 'teal', message: 'Two-factor device enrolled' });
          onDone();
        },
      )}
    >
      <Stack gap="sm">
        {setupExpired(kit.submitError) && (
          <Alert color="orange" variant="light" title="This setup has expired">
            <Group justify="space-between">
              The secret above is no longer pending. Start again and scan the new QR code.
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  keptName.current = kit.form.getValues('deviceName');
                  onRestart();
                }}
              >
                Start again
              </Button>
            </Group>
          </Alert>
        )}
        <Group align="flex-start" grow>
          <TextField
            control={control}
            name="deviceName"
            label="Device name"
            required
            description="Shown in the device list, so you know which one to remove"
            placeholder="e.g. Pixel 8, work laptop"
            autoComplete="off"
          />
          <TextField
            control={control}
            name="totpCode"
            label="Code"
            required
            description="The 6 digits the app shows now (a new one every 30 seconds; a phone whose clock is off shows wrong ones)"
            placeholder="123 456"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            keep={(text) => text.replace(/[^\d ]/g, '')}
          />
        </Group>
      </Stack>
    </FormShell>
  );
}
