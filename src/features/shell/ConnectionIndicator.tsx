import { Hint } from '@/components/Hint';
import { PlainBadge } from '@/components/plain/PlainBadge';
import { PlainText } from '@/components/plain/PlainText';
import { formatDateTime, formatRelative } from '@/lib/format';
import { readClaims } from '@/lib/session';
import { useConnection } from '@/lib/use-connection';
import { useNow } from '@/lib/use-now';
import classes from './AppLayout.module.css';

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
          <PlainBadge color="grape" variant="filled" size="lg">
            Demo
          </PlainBadge>
        </div>
      </Hint>
    );
  }
  const host = connection.baseUrl.replace(/^https?:\/\//, '');
  const expires = expiresAt;
  const expired = expires !== null && expires < now;
  const soon = expires !== null && !expired && expires - now < WARN_MS;
  return (
    <div className={classes.row} role="group" aria-label="Live connection">
      <PlainBadge color="teal" variant="light" size="lg">
        Live
      </PlainBadge>
      <PlainText
        size="sm"
        truncate
        className={`mantine-visible-from-md ${classes.host}`}
        title={connection.baseUrl}
      >
        {host}
      </PlainText>
      {claims?.tenantId != null && (
        <PlainBadge variant="outline" size="md">
          Tenant {claims.tenantId}
        </PlainBadge>
      )}
      {claims && claims.roles.length > 0 && (
        <PlainText size="xs" dimmed className="mantine-visible-from-lg">
          {claims.roles.join(', ')}
        </PlainText>
      )}
      {expires !== null && (
        <Hint align="end" label={`Key expires ${formatDateTime(expires)}`}>
          <PlainBadge
            color={expired ? 'red' : soon ? 'orange' : 'gray'}
            variant="light"
            size="md"
            role={soon ? 'status' : undefined}
          >
            {expired ? 'Key expired' : `Key expires ${formatRelative(expires, now)}`}
          </PlainBadge>
        </Hint>
      )}
    </div>
  );
}
