import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { formatDateTime, formatRelative } from '@/lib/format';
import { readClaims } from '@/lib/session';
import { useConnection } from '@/lib/use-connection';

/** Header indicator: demo badge, or the live service's host, tenant, roles and key expiry. */
export function ConnectionIndicator() {
  const connection = useConnection();
  const claims = readClaims(connection.apiKey);
  if (connection.mode === 'demo') {
    return (
      <Tooltip label="Seeded sample data served by a mock service in your browser. Nothing leaves this device.">
        <div role="group" aria-label="Demo mode">
          <Badge color="grape" variant="filled" size="lg">
            Demo
          </Badge>
        </div>
      </Tooltip>
    );
  }
  const host = connection.baseUrl.replace(/^https?:\/\//, '');
  const expires = claims?.expiresAt ?? null;
  const expired = expires !== null && expires < Date.now();
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
        <Tooltip label={`Key expires ${formatDateTime(expires)}`}>
          <Badge color={expired ? 'red' : 'gray'} variant="light" size="md">
            {expired ? 'Key expired' : `Key expires ${formatRelative(expires)}`}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
