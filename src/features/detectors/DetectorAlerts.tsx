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
import classes from './Detectors.module.css';

/**
 * The five newest alerts of a detector, in columns (time, severity, alert), each opening in the
 * alert feed (the detector's alerts of 90 days, the alert in the drawer beside them).
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
              <PlainTh className={classes.when}>Time</PlainTh>
              <PlainTh className={classes.severity}>Severity</PlainTh>
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
                    search={{ detectorId, range: '90d', alert: a.id }}
                    size="sm"
                    truncate
                    className={classes.alertName}
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
