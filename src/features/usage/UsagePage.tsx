import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { tenantQueries } from '@/api/tenant/queries';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import { UsageDashboard } from '@/components/usage/UsageDashboard';
import { readClaims } from '@/lib/session';
import { useConnection } from '@/lib/use-connection';
import { USAGE_FIELDS, usageLabel, usageMeaning } from './usage-fields';
import { usePageTitle } from '@/lib/page-title';

const route = getRouteApi('/_app/usage');

/** The tenant's usage: how much of what, when, for any range, interval, query and zone. */
export function UsagePage() {
  const search = route.useSearch();
  usePageTitle('Usage');
  const navigate = route.useNavigate();
  const claimed = readClaims(useConnection().apiKey)?.tenantId ?? null;
  // A key without a tenant claim: the one tenant it can see.
  const tenants = useQuery({ ...tenantQueries.list({ size: 1 }), enabled: claimed === null });
  const tenantId = claimed ?? tenants.data?.data[0]?.id ?? null;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Usage</Title>
        <Text c="dimmed">How much the service did for your tenant, of what, and when.</Text>
      </div>
      {tenantId === null && tenants.isSuccess ? (
        <Alert color="yellow" title="No tenant">
          This key names no tenant, so there is no usage to show.
        </Alert>
      ) : (
        <AfterFirstPaint>
          <UsageDashboard
            title="Usage"
            search={search}
            onChange={(patch) =>
              void navigate({ search: (s) => ({ ...s, ...patch }), replace: false })
            }
            histogram={(body) => ({
              ...tenantQueries.usage({ id: tenantId ?? 0, body }),
              enabled: tenantId !== null,
            })}
            fields={USAGE_FIELDS}
            labelOf={usageLabel}
            describeOf={usageMeaning}
          />
        </AfterFirstPaint>
      )}
    </Stack>
  );
}
