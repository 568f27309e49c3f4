import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { alertQueries } from '@/api/alert/queries';
import { AnchorLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { SeverityBadge } from '@/components/SeverityBadge';
import { Timestamp } from '@/components/Timestamp';

/**
 * The five newest alerts of a detector, each opening in the alert feed (the detector's alerts
 * of 90 days, the alert in the drawer beside them).
 */
export function DetectorAlerts({ detectorId }: { detectorId: number }) {
  const alerts = useQuery(
    alertQueries.list({
      query: `detectorId:${detectorId}`,
      size: 5,
      sort: [{ field: 'timestamp', order: 'Desc' }],
      trackTotal: true,
    }),
  );
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        Latest alerts
      </Title>
      <QueryState
        query={alerts}
        errorTitle="Alerts could not be loaded"
        empty={{
          when: (alerts.data?.data.length ?? 0) === 0,
          node: (
            <Text size="sm" c="dimmed">
              No alerts from this detector.
            </Text>
          ),
        }}
      >
        <Stack gap={6}>
          {(alerts.data?.data ?? []).map((a) => (
            <Group key={a.id} gap="sm" wrap="nowrap">
              <Timestamp value={a.timestamp} size="sm" />
              <SeverityBadge text={a.severity} />
              <AnchorLink
                to="/alerts"
                search={{ detectorId, range: '90d', alert: a.id }}
                size="sm"
                truncate
              >
                {a.alertName ?? a.alertMessage ?? a.id}
              </AnchorLink>
            </Group>
          ))}
          {(alerts.data?.total ?? 0) > 5 && (
            <Text size="sm" c="dimmed">
              {`${alerts.data?.total ?? 0} alerts in all`}
            </Text>
          )}
        </Stack>
      </QueryState>
    </Paper>
  );
}
