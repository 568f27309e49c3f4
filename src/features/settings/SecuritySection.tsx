import { Alert, Paper, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/http';
import { userQueries } from '@/api/user/queries';
import { LoadError } from '@/components/LoadError';
import { TwoFactorSection } from '@/components/otp/TwoFactorSection';

/** Settings → Security: the signed-in user's own authenticators (no admin role needed). */
export function SecuritySection() {
  const me = useQuery(userQueries.me());
  if (me.isPending) return <Skeleton h={120} />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.isMissing)
      return (
        <Paper withBorder p="lg">
          <Alert color="gray" variant="light" title="Security: two-factor authentication">
            This key does not stand for a user of the tenant, so there is no account to protect.
          </Alert>
        </Paper>
      );
    return (
      <LoadError
        title="Your account could not be loaded"
        error={me.error}
        onRetry={() => void me.refetch()}
      />
    );
  }
  const user = me.data;
  return (
    <TwoFactorSection
      userId={user.id}
      account={user.email ?? `user-${user.id}`}
      whose="Your"
      allowed
      reason={undefined}
      title="Security: two-factor authentication"
    />
  );
}
