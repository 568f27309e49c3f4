import { Badge, Group, Text } from '@mantine/core';
import { Hint } from '@/components/Hint';
import { formatDateTime, formatRelative } from '@/lib/format';
import { readClaims } from '@/lib/session';
import { useConnection } from '@/lib/use-connection';
import { useNow } from '@/lib/use-now';

/** How long before expiry the badge turns into a warning. */
const WARN_MS = 5 * 60_000;

/** Header indicator: demo badge, or the live service's host, tenant, roles and key expiry. */
export function ConnectionIndicator() {
  const connection = useConnection();
  const claims = readClaims(connection.apiKey);
  const expiresAt = claims?.expiresAt ?? null;
  // Every second in the last minutes, so the countdown is true; twice a minute before that.
  const now = useNow(expiresAt !== null && expiresAt - Date.now() < WARN_MS * 2 ? 1000 : 30_000);
  if (connection.mode === 'demo') {
    return (
      <Hint
        align="end"
        label="Seeded sample data served by a mock service in your browser. Nothing leaves this device."
      >
        <div role="group" aria-label="Demo mode">
          <Badge color="grape" variant="filled" size="lg">
            Demo
          </Badge>
        </div>
      </Hint>
    );
  }
  const host = connection.baseUrl.replace(/^https?:\/\//, '');
  const expires = expiresAt;
  const expired = expires !== null && expires < now;
  const soon = expires !== null && !expired && expires - now < WARN_MS;
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label="Live connection">
      <Badge color="teal" variant="light" size="lg">
        Live
      </Badge>
      <Text size="sm" visibleFrom="md" truncate maw={220} title={connection.baseUrl}>
        {host}
      </Text>
      {claims?.tenantId != null && (
        <Badge variant="outline" size="md">
          Tenant {claims.tenantId}
        </Badge>
      )}
      {claims && claims.roles.length > 0 && (
        <Text size="xs" c="dimmed" visibleFrom="lg">
          {claims.roles.join(', ')}
        </Text>
      )}
      {expires !== null && (
        <Hint align="end" label={`Key expires ${formatDateTime(expires)}`}>
          <Badge
            color={expired ? 'red' : soon ? 'orange' : 'gray'}
            variant="light"
            size="md"
            role={soon ? 'status' : undefined}
          >
            {expired ? 'Key expired' : `Key expires ${formatRelative(expires, now)}`}
          </Badge>
        </Hint>
      )}
    </Group>
  );
}
