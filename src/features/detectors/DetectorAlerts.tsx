import { Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { alertQueries } from '@/api/alert/queries';
import { AnchorLink } from '@/components/links';
import {
  PlainTable,
  PlainTbody,
  PlainTd,
  PlainTh,
  PlainThead,
  PlainTr,
} from '@/components/plain/PlainTable';
import { QueryState } from '@/components/QueryState';
import { SeverityBadge } from '@/components/SeverityBadge';
import { Timestamp } from '@/components/Timestamp';
import { RANGE_PRESETS } from '@/lib/alert-ranges';

const HOUR = 3_600_000;

/**
 * The alert feed's time range that holds an alert raised at `ts`: the last 90 days, or, for an
 * older one, from the day before it until now (the feed showed none of it in 90 days).
 */
export function feedRangeFor(
  ts: number,
  now: number,
): { range: '90d' } | { range: 'custom'; start: number; end: number } {
  return ts > now - RANGE_PRESETS['90d'] + HOUR
    ? { range: '90d' }
    : { range: 'custom', start: ts - 24 * HOUR, end: Math.ceil(now / 60_000) * 60_000 };
}

/**
 * The five newest alerts of a detector, in columns (time, severity, alert), each opening in the
 * alert feed (the detector's alerts of a range that holds it, the alert in the drawer beside them).
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
  const total = alerts.data?.total ?? 0;
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
        <PlainTable verticalSpacing="xs" layout="fixed" aria-label="Latest alerts">
          <PlainThead>
            <PlainTr>
              <PlainTh style={{ width: '11.5rem' }}>Time</PlainTh>
              <PlainTh style={{ width: '7rem' }}>Severity</PlainTh>
              <PlainTh>Alert</PlainTh>
            </PlainTr>
          </PlainThead>
          <PlainTbody>
            {(alerts.data?.data ?? []).map((a) => (
              <PlainTr key={a.id}>
                <PlainTd>
                  <Timestamp value={a.timestamp} size="sm" />
                </PlainTd>
                <PlainTd>
                  <SeverityBadge text={a.severity} />
                </PlainTd>
                <PlainTd>
                  <AnchorLink
                    to="/alerts"
                    search={{ detectorId, ...feedRangeFor(a.timestamp, Date.now()), alert: a.id }}
                    size="sm"
                    truncate
                    style={{ display: 'block' }}
                  >
                    {a.alertName ?? a.alertMessage ?? a.id}
                  </AnchorLink>
                </PlainTd>
              </PlainTr>
            ))}
          </PlainTbody>
        </PlainTable>
        {total > 5 && (
          <Text size="sm" c="dimmed" mt="xs">
            {`${total} alerts in all`}
          </Text>
        )}
      </QueryState>
    </Paper>
  );
}
