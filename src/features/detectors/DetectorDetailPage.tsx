import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { alertQueries } from '@/api/alert/queries';
import { contractQueries } from '@/api/contract/queries';
import { detectorQueries, useDeleteDetector, useUpdateDetector } from '@/api/detector/queries';
import { schemaQueries } from '@/api/schema/queries';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DestinationLabel } from '@/components/DestinationLabel';
import { DeleteButton } from '@/components/DeleteButton';
import { DetailField } from '@/components/DetailField';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { statusToggle } from '@/components/list/status-toggle';
import type { Detector } from '@/api/detector/schemas';
import { AnchorLink, ButtonLink } from '@/components/links';
import { NetworkBadge } from '@/components/NetworkBadge';
import { AddressText } from '@/components/AddressText';
import { QueryState } from '@/components/QueryState';
import { SeverityBadge } from '@/components/SeverityBadge';
import { Timestamp } from '@/components/Timestamp';
import { contractTitle } from '@/lib/contract-directory';
import { configSeverity } from '@/lib/severity';
import { configRows } from './config-rows';
import classes from './Detectors.module.css';

const route = getRouteApi('/_app/detectors/$detectorId');

/** One detector: what it watches, how it is configured, who hears of it, what it triggers. */
export function DetectorDetailPage() {
  const { detectorId } = route.useParams();
  const navigate = useNavigate();
  const { data: d } = useSuspenseQuery(detectorQueries.detail(detectorId));
  const contract = useQuery({
    ...contractQueries.detail(d.contractId ?? 0),
    enabled: !!d.contractId,
  });
  const alerts = useQuery(
    alertQueries.list({
      query: `detectorId:${d.id}`,
      size: 5,
      sort: [{ field: 'timestamp', order: 'Desc' }],
      trackTotal: true,
    }),
  );
  const update = useUpdateDetector();
  const remove = useDeleteDetector();
  const [deleting, setDeleting] = useState(false);
  const paused = d.status === 'DISABLED';
  // The record embeds a summary of its schema; the labels and secrets come from the full one.
  const schema = useQuery({ ...schemaQueries.detail(d.schema?.id ?? 0), enabled: !!d.schema?.id });
  const full = schema.data ?? d.schema;
  const rows = configRows(d.config, full?.schema, full?.uiSchema);
  const toggle = () =>
    statusToggle((x: Detector, status) => update.mutateAsync({ id: x.id, body: { status } }))(d);
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('detectors')]}
        title={d.name}
        status={d.status}
        tags={d.tags}
        actions={
          <>
            <ButtonLink
              to="/alerts"
              search={{ detectorId: d.id, range: '30d' }}
              variant="default"
              leftSection={<IconAlertTriangle size={16} />}
            >
              Alerts
            </ButtonLink>
            <Button
              variant="default"
              leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
              onClick={toggle}
              loading={update.isPending}
            >
              {paused ? 'Enable' : 'Disable'}
            </Button>
            <DeleteButton onClick={() => setDeleting(true)} />
          </>
        }
      />
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <DetailField label="Contract">
            {contract.data ? (
              <Stack gap={2}>
                <AnchorLink to="/contracts/$contractId" params={{ contractId: contract.data.id }}>
                  {contractTitle(contract.data)}
                </AnchorLink>
                <NetworkBadge network={contract.data.chainUid} />
                <AddressText network={contract.data.chainUid} address={contract.data.address} />
              </Stack>
            ) : (
              (d.contractId ?? '—')
            )}
          </DetailField>
          <DetailField label="Schema">
            {d.schema ? (
              <AnchorLink to="/detectors/catalogue/$schemaId" params={{ schemaId: d.schema.id }}>
                {`${d.schema.title ?? d.schema.name} ${d.schema.version ?? ''}`}
              </AnchorLink>
            ) : (
              '—'
            )}
          </DetailField>
          <DetailField label="Severity">
            <SeverityBadge value={configSeverity(d.config)} />
          </DetailField>
          <DetailField label="Updated">
            <Timestamp value={d.updatedAt} />
          </DetailField>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          Configuration
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No configuration.
          </Text>
        ) : (
          <Table aria-label="Configuration" layout="fixed">
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key}>
                  <Table.Th w="30%" scope="row">
                    {r.label}
                  </Table.Th>
                  <Table.Td>
                    <Text
                      size="sm"
                      ff={r.secret ? undefined : 'monospace'}
                      className={classes.wrap}
                    >
                      {r.value}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            Notifies
          </Title>
          <Stack gap="xs">
            {(d.destinations ?? []).length === 0 ? (
              <Text size="sm" c="dimmed">
                Nobody: alerts are recorded but not sent.
              </Text>
            ) : (
              (d.destinations ?? []).map((x) =>
                x.tenantDestination ? (
                  <DestinationLabel key={x.id} destination={x.tenantDestination} />
                ) : (
                  <Badge key={x.id} variant="outline">{`#${x.id}`}</Badge>
                ),
              )
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            Actions it runs
          </Title>
          <Stack gap="xs">
            {(d.actions ?? []).length === 0 ? (
              <Text size="sm" c="dimmed">
                No action is bound to this detector.
              </Text>
            ) : (
              (d.actions ?? []).map((b) =>
                b.actionId ? (
                  <Group key={b.id} gap="xs" wrap="nowrap">
                    <AnchorLink to="/actions/$actionId" params={{ actionId: b.actionId }}>
                      {`Action #${b.actionId}`}
                    </AnchorLink>
                    <Text size="xs" c="dimmed" ff="monospace" truncate>
                      {b.scriptFilter ? `when ${b.scriptFilter}` : 'always'}
                    </Text>
                  </Group>
                ) : null,
              )
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
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
                <Badge size="sm" variant="light">
                  {a.severity ?? '—'}
                </Badge>
                <Text size="sm" truncate>
                  {a.alertName ?? a.alertMessage ?? a.id}
                </Text>
              </Group>
            ))}
            {(alerts.data?.total ?? 0) > 5 && (
              <Anchor component="span" size="sm" c="dimmed">
                {`${alerts.data?.total ?? 0} alerts in all`}
              </Anchor>
            )}
          </Stack>
        </QueryState>
      </Paper>
      <ConfirmDialog
        opened={deleting}
        title={`Delete detector “${d.name}”?`}
        confirmLabel="Delete detector"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(d.id, { onSuccess: () => void navigate({ to: '/detectors' }) })
        }
      >
        {`It stops watching its contract${(d.actions ?? []).length ? `, and ${(d.actions ?? []).length} action binding(s) to it are removed` : ''}. Alerts it raised stay in the feed. This cannot be undone.`}
      </ConfirmDialog>
    </Stack>
  );
}
