import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { getConnection, setConnection } from '@/api/connection';
import { ApiError, NetworkError, ResponseShapeError, errorMessage } from '@/api/http';
import { userEndpoints } from '@/api/user/endpoints';
import { callWith } from '@/api/resource';
import { formatDateTime } from '@/lib/format';
import { openDemo, readClaims, saveLiveConnection, storedLiveConnection } from '@/lib/session';
import { safeRedirect } from '@/lib/safe-redirect';
import { usePageTitle } from '@/lib/page-title';

const route = getRouteApi('/connect');

const ConnectSchema = z.object({
  baseUrl: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Enter the service URL, e.g. https://monitor.example.com' }),
    z.refine((v) => v === '' || /^https?:\/\/[^\s/]+/i.test(v), {
      // "monitor.example.com" alone is the likeliest slip: say what it lacks.
      error: 'Start the URL with https:// (or http:// for a service on this machine)',
    }),
  ),
  apiKey: z.string().check(
    z.trim(),
    z.regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, {
      error: 'An API key is a JWT: three parts separated by dots',
    }),
  ),
  remember: z.boolean(),
});
type ConnectValues = z.infer<typeof ConnectSchema>;

export function ConnectPage() {
  const { redirect, reason } = route.useSearch();
  usePageTitle('Connect to a service');
  const navigate = useNavigate();
  const stored = storedLiveConnection();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ConnectValues>({
    resolver: zodResolver(ConnectSchema),
    mode: 'onChange',
    defaultValues: { baseUrl: stored.baseUrl, apiKey: '', remember: false },
  });
  const baseUrl = useController({ control: form.control, name: 'baseUrl' });
  const apiKey = useController({ control: form.control, name: 'apiKey' });
  const remember = useController({ control: form.control, name: 'remember' });
  const claims = readClaims(apiKey.field.value);
  const wasDemo = getConnection().mode === 'demo';
  const target = safeRedirect(redirect);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const conn = { baseUrl: values.baseUrl.replace(/\/+$/, ''), apiKey: values.apiKey };
    try {
      await callWith(userEndpoints.userMe, conn);
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) {
        form.setError('apiKey', { message: `The service refused this key: ${error.message}` });
      } else if (error instanceof NetworkError) {
        form.setError('baseUrl', {
          message:
            'No answer from this URL. Check it, and that the service allows this origin (CORS).',
        });
      } else if (
        error instanceof ResponseShapeError ||
        (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 405))
      ) {
        form.setError('baseUrl', {
          message:
            'This URL answered, but not as the monitoring service does (no /api/v1/user/me). Check the base URL.',
        });
      } else {
        setFailure(errorMessage(error));
      }
      return;
    }
    saveLiveConnection(conn, values.remember);
    if (wasDemo) {
      // The demo's service worker intercepts requests: a fresh page load leaves it switched off.
      window.location.assign(target);
      return;
    }
    setConnection({ mode: 'live', ...conn });
    await navigate({ href: target, replace: true });
  });

  const useDemo = () => openDemo(target);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={480}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Connect to a service">
          <Stack gap="md">
            <div>
              <Title order={1} fz="h2">
                Connect to a service
              </Title>
              <Text size="sm" c="dimmed">
                Vigil talks to your monitoring service with one of the service’s API keys: your
                service administrator mints them, in the service’s own dashboard.
              </Text>
            </div>
            {reason === 'expired' && (
              <Alert color="yellow" variant="light" title="Your session ended">
                The service no longer accepts the key (it expired or was revoked). Connect again and
                you will return to where you were.
              </Alert>
            )}
            {failure && (
              <Alert color="red" variant="light" role="alert" title="Could not connect">
                {failure}
              </Alert>
            )}
            <TextInput
              label="Service base URL"
              placeholder="https://monitor.example.com"
              required
              {...baseUrl.field}
              error={baseUrl.fieldState.error?.message}
            />
            <PasswordInput
              label="API key"
              placeholder="eyJhbGciOi…"
              required
              autoComplete="off"
              {...apiKey.field}
              error={apiKey.fieldState.error?.message}
              description={
                claims
                  ? `Tenant ${claims.tenantId ?? '?'} · ${claims.roles.join(', ') || 'no roles'}${claims.expiresAt ? ` · expires ${formatDateTime(claims.expiresAt)}` : ''}`
                  : undefined
              }
            />
            <Checkbox
              label="Remember on this device"
              description="Otherwise the key is forgotten when this tab closes."
              checked={remember.field.value}
              onChange={(e) => remember.field.onChange(e.currentTarget.checked)}
            />
            <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
              Connect
            </Button>
            <Divider label="or" />
            <Group justify="center">
              <Anchor component="button" type="button" onClick={useDemo}>
                Explore the demo with sample data
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
