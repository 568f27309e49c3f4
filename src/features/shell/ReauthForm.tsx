import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getConnection, setConnection } from '@/api/connection';
import { userEndpoints } from '@/api/user/endpoints';
import { ApiError, errorMessage, NetworkError } from '@/api/http';
import { callWith } from '@/api/resource';
import { setDemoScenario } from '@/lib/demo-control';
import { settleReauth } from '@/lib/reauth';
import { forgetLiveKey, isRemembered, readClaims, saveLiveConnection } from '@/lib/session';

/** The re-authentication dialog's form (loaded when a key is first refused). */
export function ReauthForm() {
  const connection = getConnection();
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tenant = readClaims(connection.apiKey)?.tenantId ?? null;

  const signOut = () => {
    forgetLiveKey();
    setConnection({ ...connection, apiKey: null });
    settleReauth(false);
  };

  const resumeDemo = async () => {
    setBusy(true);
    try {
      await setDemoScenario('none');
      settleReauth(true);
    } catch (e) {
      setProblem(errorMessage(e));
      setBusy(false);
    }
  };

  const submitKey = async () => {
    const apiKey = key.trim();
    setProblem(null);
    const claims = readClaims(apiKey);
    if (!claims) return setProblem('An API key is a JWT: three parts separated by dots.');
    if (tenant !== null && claims.tenantId !== tenant)
      return setProblem(
        `This key is for tenant ${claims.tenantId ?? '?'}, and this page shows tenant ${tenant}. Sign out to switch tenants.`,
      );
    setBusy(true);
    try {
      await callWith(userEndpoints.userMe, { baseUrl: connection.baseUrl, apiKey });
      saveLiveConnection({ baseUrl: connection.baseUrl, apiKey }, isRemembered());
      setConnection({ ...connection, apiKey });
      settleReauth(true);
    } catch (e) {
      setBusy(false);
      setProblem(
        e instanceof ApiError && e.isUnauthorized
          ? `The service refused this key: ${e.message}`
          : e instanceof NetworkError
            ? 'The service could not be reached. Your work is still here; try again.'
            : errorMessage(e),
      );
    }
  };

  // The dialog cannot be dismissed: a key, a fresh demo key, or signing out are the ways on.
  const modal = { opened: true, onClose: () => undefined, withCloseButton: false, centered: true };
  if (connection.mode === 'demo')
    return (
      <Modal {...modal} title="Your key expired">
        <Stack>
          <Text size="sm">
            The demo is simulating an expired key (Settings → Failure scenario). Nothing on this
            page is lost.
          </Text>
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={() => void resumeDemo()} loading={busy}>
              Get a fresh demo key and continue
            </Button>
          </Group>
        </Stack>
      </Modal>
    );

  return (
    <Modal {...modal} title="Your key expired">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submitKey();
        }}
        aria-label="Connect again"
      >
        <Stack>
          <Text size="sm">
            {`${connection.baseUrl} no longer accepts the key (it expired or was revoked). Paste a new key to go on: what you typed on this page stays, and an unsaved change is saved once the key is in place.`}
          </Text>
          <PasswordInput
            label="New API key"
            placeholder="eyJhbGciOi…"
            value={key}
            onChange={(e) => setKey(e.currentTarget.value)}
            error={problem}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="space-between">
            <Button variant="subtle" color="red" onClick={signOut} disabled={busy}>
              Sign out
            </Button>
            <Button type="submit" loading={busy}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
